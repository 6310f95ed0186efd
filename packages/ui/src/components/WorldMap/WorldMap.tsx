import { useMemo } from 'react';
import { numericCountryCode } from './countryCodes';
import { useCountryShapes } from './useCountryShapes';
import { MapSvg } from './WorldMap.styles';
import { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH } from './worldAtlas';

/** Country borders, in the map's drawing units: thin enough for small European countries. */
const BORDER_WIDTH = 0.5;
const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

export interface WorldMapCountry {
  /** ISO 3166-1 alpha-2 code, e.g. 'US'. */
  code: string;
  name: string;
}

export interface WorldMapProps {
  /** Countries filled in the highlight colour (the top countries). */
  highlighted?: readonly WorldMapCountry[];
  /** Starts the accessible name; the highlighted countries are named after it. */
  label?: string;
  className?: string;
}

/**
 * A world map with some countries highlighted in one colour. It is a picture with a summary (role img): the
 * numbers belong in a table beside it. The country shapes load once, on first use.
 */
export function WorldMap({ highlighted = [], label = 'World map', className }: WorldMapProps) {
  const shapes = useCountryShapes();
  const highlightedIds = useMemo(() => new Set(highlighted.map(({ code }) => numericCountryCode(code))), [highlighted]);
  const ordered = useMemo(
    // Highlighted countries last, so their neighbours' borders do not paint over them.
    () => [...(shapes ?? [])].sort((a, b) => Number(highlightedIds.has(a.id)) - Number(highlightedIds.has(b.id))),
    [shapes, highlightedIds],
  );
  const summary =
    highlighted.length === 0
      ? `${label}, no countries highlighted`
      : `${label} highlighting ${listFormat.format(highlighted.map(({ name }) => name))}`;

  return (
    <MapSvg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${String(WORLD_MAP_WIDTH)} ${String(WORLD_MAP_HEIGHT)}`}
      strokeWidth={BORDER_WIDTH}
      data-state={shapes ? 'ready' : 'loading'}
      className={className}
      data-portal-id="world-map"
    >
      {ordered.map((shape) => (
        <path
          key={shape.id}
          d={shape.path}
          data-country={shape.id}
          data-highlighted={highlightedIds.has(shape.id) || undefined}
        />
      ))}
    </MapSvg>
  );
}

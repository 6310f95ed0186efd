import { geoNaturalEarth1, geoPath, type ExtendedFeature, type ExtendedFeatureCollection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The map's drawing box (SVG user units); it scales to its container's width. */
export const WORLD_MAP_WIDTH = 480;
export const WORLD_MAP_HEIGHT = 250;
/** Antarctica takes a fifth of the height and carries no traffic. */
const LEFT_OUT = new Set(['010']);

export interface CountryShape {
  /** ISO 3166-1 numeric code, as world-atlas ids countries. */
  id: string;
  name: string;
  path: string;
}

type CountryProperties = { name: string };
type CountryFeature = ExtendedFeature<ExtendedFeature['geometry'], CountryProperties>;
type CountryFeatures = ExtendedFeatureCollection<CountryFeature>;
type CountriesTopology = Topology<{ countries: GeometryCollection<CountryProperties> }>;

function isCountriesTopology(value: unknown): value is CountriesTopology {
  if (typeof value !== 'object' || value === null) return false;
  if (!('type' in value) || value.type !== 'Topology' || !('objects' in value)) return false;
  const { objects } = value;
  return typeof objects === 'object' && objects !== null && 'countries' in objects;
}

/** Projects the countries onto the drawing box: one SVG path per country with an id. */
export function projectCountries(
  countries: CountryFeatures,
  width: number = WORLD_MAP_WIDTH,
  height: number = WORLD_MAP_HEIGHT,
): CountryShape[] {
  const drawn = countries.features.filter(
    (country): country is CountryFeature & { id: string } =>
      typeof country.id === 'string' && !LEFT_OUT.has(country.id),
  );
  const projection = geoNaturalEarth1().fitSize([width, height], { type: 'FeatureCollection', features: drawn });
  const path = geoPath(projection).digits(1);
  return drawn.map((country) => ({ id: country.id, name: country.properties.name, path: path(country) ?? '' }));
}

/** Turns the world-atlas TopoJSON into country features; throws on anything else. */
export function countriesFromTopology(value: unknown): CountryFeatures {
  if (!isCountriesTopology(value)) throw new Error('world-atlas: not a countries topology');
  return feature(value, value.objects.countries);
}

let shapes: Promise<CountryShape[]> | undefined;

/**
 * The projected countries, loaded once and shared by every map. The atlas (about 40 kB compressed) is a separate
 * chunk, so pages without a map never download it.
 */
export function loadCountryShapes(): Promise<CountryShape[]> {
  shapes ??= import('world-atlas/countries-110m.json').then((atlas) =>
    projectCountries(countriesFromTopology(atlas.default)),
  );
  return shapes;
}

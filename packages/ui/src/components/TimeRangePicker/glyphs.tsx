import { Glyph } from './TimeRangePicker.styles';

function StrokeGlyph({ path }: { path: string }) {
  return (
    <Glyph viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </Glyph>
  );
}

export function ChevronLeftGlyph() {
  return <StrokeGlyph path="M15 6l-6 6 6 6" />;
}

export function MinusGlyph() {
  return <StrokeGlyph path="M5 12h14" />;
}

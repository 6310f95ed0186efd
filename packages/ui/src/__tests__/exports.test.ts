import { expect, it } from 'vitest';
import * as ui from '../index';

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && value !== null && '$$typeof' in value) return 'component';
  return typeof value;
}

/** Any change to the public API of @portal/ui shows up in review as a change to this snapshot. */
it('keeps the public exports of @portal/ui visible in review', () => {
  const surface = Object.fromEntries(
    Object.keys(ui)
      .sort()
      .map((name) => [name, kindOf(ui[name as keyof typeof ui])]),
  );
  expect(surface).toMatchSnapshot();
});

import atlas from 'world-atlas/countries-110m.json';
import { describe, expect, it } from 'vitest';
import {
  countriesFromTopology,
  loadCountryShapes,
  projectCountries,
  WORLD_MAP_HEIGHT,
  WORLD_MAP_WIDTH,
} from './worldAtlas';

describe('world atlas', () => {
  const countries = countriesFromTopology(atlas);

  it('reads the 110m countries and refuses anything else', () => {
    expect(countries.features.length).toBe(atlas.objects.countries.geometries.length);
    expect(() => countriesFromTopology({ type: 'FeatureCollection' })).toThrow('not a countries topology');
    expect(() => countriesFromTopology(null)).toThrow();
  });

  it('projects every country with an id into the drawing box, leaving Antarctica out', () => {
    const shapes = projectCountries(countries);
    const ids = shapes.map(({ id }) => id);
    expect(ids).toContain('840');
    expect(ids).not.toContain('010');
    expect(shapes.every(({ path }) => path.startsWith('M'))).toBe(true);
    const coordinates = shapes.flatMap(({ path }) => path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    expect(Math.min(...coordinates)).toBeGreaterThanOrEqual(-0.5);
    expect(Math.max(...coordinates)).toBeLessThanOrEqual(Math.max(WORLD_MAP_WIDTH, WORLD_MAP_HEIGHT) + 0.5);
  });

  it('loads the shapes once for every map', async () => {
    const first = loadCountryShapes();
    expect(loadCountryShapes()).toBe(first);
    await expect(first).resolves.toHaveLength(projectCountries(countries).length);
  });
});

import { describe, expect, it } from 'vitest';
import { firstPaintRows } from './SensorGroupPanel';

describe('firstPaintRows', () => {
  it('renders a page of up to 40 sensors whole in its first paint', () => {
    expect([0, 1, 9, 40].map(firstPaintRows)).toEqual([0, 1, 9, 40]);
  });

  it('renders the first 20 rows of a larger page first', () => {
    expect([41, 97, 500].map(firstPaintRows)).toEqual([20, 20, 20]);
  });
});

import { describe, expect, it } from 'vitest';
import { describeSeries, seriesPath } from './seriesPath';

describe('seriesPath', () => {
  it('spreads the values across the width, the largest at the top and 0 at the bottom', () => {
    // 100 × 20 px: x from 20 to 980 tenths, y from 180 (value 0) to 20 (the peak).
    expect(seriesPath([0, 5, 10], 100, 20)).toBe('M20,180L500,100L980,20');
  });

  it('draws a single value as a flat line and nothing for no values', () => {
    expect(seriesPath([3], 100, 20)).toBe('M20,20H980');
    expect(seriesPath([], 100, 20)).toBe('');
  });

  it('keeps an all-zero or broken series on the bottom line', () => {
    expect(seriesPath([0, Number.NaN, -4], 100, 20)).toBe('M20,180L500,180L980,180');
  });
});

describe('describeSeries', () => {
  it('names the peak, the average and the latest value', () => {
    expect(describeSeries('4624 events per second', [1, 3, 2])).toBe(
      '4624 events per second: peak 3, average 2, latest 2',
    );
    expect(describeSeries('Bytes per second', [], (value) => `${String(value)} B/s`)).toBe('Bytes per second: no data');
  });
});

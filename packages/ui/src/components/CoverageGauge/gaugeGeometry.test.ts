import { describe, expect, it } from 'vitest';
import { GAUGE_END_ANGLE, GAUGE_START_ANGLE, gaugeArcs } from './gaugeGeometry';

describe('gaugeArcs', () => {
  it('leaves the value arc empty at 0 and fills the whole track at 100', () => {
    expect(gaugeArcs(0).value).toBe('');
    expect(gaugeArcs(0).valueAngle).toBe(GAUGE_START_ANGLE);
    const full = gaugeArcs(100);
    expect(full.value).toBe(full.track);
    expect(full.valueAngle).toBe(GAUGE_END_ANGLE);
  });

  it('sweeps in proportion to the score and clamps out-of-range scores', () => {
    expect(gaugeArcs(50).valueAngle).toBeCloseTo(0);
    expect(gaugeArcs(150).valueAngle).toBe(GAUGE_END_ANGLE);
    expect(gaugeArcs(-20).value).toBe('');
    expect(gaugeArcs(20, 35).valueAngle).toBeCloseTo(
      GAUGE_START_ANGLE + (20 / 35) * (GAUGE_END_ANGLE - GAUGE_START_ANGLE),
    );
  });

  it('draws closed ring segments', () => {
    expect(gaugeArcs(72).value).toMatch(/^M.*Z$/);
    expect(gaugeArcs(72).track).toMatch(/^M.*Z$/);
  });
});

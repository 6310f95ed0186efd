import { describe, expect, it } from 'vitest';
import { containedEndpointsText, sensorNoun, sensorStatusIntent, sensorStatusText } from './statTileText';

describe('containedEndpointsText', () => {
  it.each([
    [1, '1 endpoint is contained'],
    [2, '2 endpoints are contained'],
    [17, '17 endpoints are contained'],
    [1500, '1,500 endpoints are contained'],
  ])('%s → %s', (count, text) => {
    expect(containedEndpointsText(count)).toBe(text);
  });
});

describe('sensorNoun', () => {
  it.each([
    [true, false, 'sensors'],
    [false, true, 'scanners'],
    [true, true, 'sensors and scanners'],
    [false, false, 'sensors'],
  ])('sensors %s, scanners %s → %s', (hasSensors, hasScanners, noun) => {
    expect(sensorNoun({ hasSensors, hasScanners })).toBe(noun);
  });
});

describe('sensorStatusText', () => {
  const sensorsOnly = { hasSensors: true, hasScanners: false };
  it.each([
    [5, 5, sensorsOnly, 'All of your sensors are fully operational.'],
    [3, 5, sensorsOnly, 'Some of your sensors are experiencing problems.'],
    [0, 5, sensorsOnly, 'None of your sensors are operational.'],
    [2, 2, { hasSensors: false, hasScanners: true }, 'All of your scanners are fully operational.'],
    [1, 2, { hasSensors: false, hasScanners: true }, 'Some of your scanners are experiencing problems.'],
    [0, 4, { hasSensors: true, hasScanners: true }, 'None of your sensors and scanners are operational.'],
    [4, 4, { hasSensors: true, hasScanners: true }, 'All of your sensors and scanners are fully operational.'],
    [0, 0, sensorsOnly, 'None of your sensors are operational.'],
    [6, 5, sensorsOnly, 'All of your sensors are fully operational.'],
  ] as const)('%s of %s working (%o) → %s', (sensorsWorking, sensorsTotal, kinds, text) => {
    expect(sensorStatusText({ sensorsWorking, sensorsTotal, ...kinds })).toBe(text);
  });
});

describe('sensorStatusIntent', () => {
  it.each([
    [5, 5, 'success'],
    [4, 5, 'warning'],
    [0, 5, 'danger'],
    [0, 0, 'danger'],
  ] as const)('%s of %s → %s', (sensorsWorking, sensorsTotal, intent) => {
    expect(sensorStatusIntent({ sensorsWorking, sensorsTotal })).toBe(intent);
  });
});

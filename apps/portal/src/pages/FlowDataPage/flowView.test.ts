import { describe, expect, it } from 'vitest';
import { parseTableState } from '../../kit';
import { FLOW_VIEW, flowsQuery, toFlowType } from './flowView';

const stateOf = (search: string) => parseTableState(new URLSearchParams(search), FLOW_VIEW);

describe('the flow explorer URL', () => {
  it('asks for the busiest first unless the URL sorts by name, flows or bytes', () => {
    expect(flowsQuery('device', stateOf('')).sort).toBe('-bytes');
    expect(flowsQuery('device', stateOf('sort=name')).sort).toBe('name');
    expect(flowsQuery('device', stateOf('sort=-flows')).sort).toBe('-flows');
    expect(flowsQuery('device', stateOf('sort=-events')).sort).toBe('-bytes');
  });

  it('sends location, sensor, a known direction and the valid dates', () => {
    expect(
      flowsQuery('protocol', stateOf('location=Germany&sensor=dc-tap-01&direction=inbound&start=bad&end=2026-11-20')),
    ).toEqual({
      type: 'protocol',
      end: new Date('2026-11-20').toISOString(),
      location: 'Germany',
      sensor: 'dc-tap-01',
      direction: 'inbound',
      sort: '-bytes',
    });
    expect(flowsQuery('site', stateOf('direction=sideways')).direction).toBeUndefined();
  });

  it('knows the five flow types only', () => {
    expect(['device', 'protocol', 'location', 'site', 'sensor'].map(toFlowType)).toEqual([
      'device',
      'protocol',
      'location',
      'site',
      'sensor',
    ]);
    expect(toFlowType('country')).toBeUndefined();
  });
});

import { FLOW_DIRECTIONS, FLOW_TYPES, type FlowRow, type FlowsQuery, type FlowType } from '@portal/api';
import type { TableState, TableUrlSpec } from '../../kit';
import { requestedRange } from '../../dataExplorer';

/** The flow explorer's sort: by name, flows or bytes, minus for descending; busiest (most bytes) first by default. */
export const FLOW_SORT_WHITELIST = ['name', 'flows', 'bytes'] as const;

/** portal-core §2's flow filters, with their labels. */
export const FLOW_FILTER_LABELS = { location: 'Location', sensor: 'Sensor', direction: 'Direction' } as const;

/** The flow explorer's view in the URL: `?start=…&end=…&location=Germany&sensor=…&direction=inbound&sort=flows`. */
export const FLOW_VIEW: TableUrlSpec = {
  filters: ['start', 'end', 'location', 'sensor', 'direction'],
  sortable: FLOW_SORT_WHITELIST,
  defaultSort: { column: 'bytes', direction: 'desc' },
};

export const FLOW_TYPE_INFO: Readonly<Record<FlowType, { label: string; header: string; noun: string }>> = {
  device: { label: 'Devices', header: 'Device', noun: 'devices' },
  protocol: { label: 'Protocols', header: 'Protocol', noun: 'protocols' },
  location: { label: 'Locations', header: 'Location', noun: 'locations' },
  site: { label: 'Sites', header: 'Site', noun: 'sites' },
  sensor: { label: 'Sensors', header: 'Sensor', noun: 'sensors' },
};

export const FLOW_TYPES_IN_ORDER = FLOW_TYPES.map((id) => ({ id, ...FLOW_TYPE_INFO[id] }));

/** Where /data, /data/flow and an unknown flow type land: the first type. */
export const DEFAULT_FLOW_TYPE: FlowType = 'device';

export const toFlowType = (value: string | undefined): FlowType | undefined =>
  FLOW_TYPES.find((type) => type === value);

export const DIRECTION_LABELS: Readonly<Record<(typeof FLOW_DIRECTIONS)[number], string>> = {
  inbound: 'Inbound',
  outbound: 'Outbound',
};

/** The URL's direction when it is one the server knows; anything else means both directions. */
export const directionOf = (state: TableState) =>
  FLOW_DIRECTIONS.find((direction) => direction === state.filters.direction);

/** The flows call's query for a type and the URL's view. */
export function flowsQuery(type: FlowType, state: TableState): FlowsQuery {
  const sort = state.sort ?? FLOW_VIEW.defaultSort;
  const direction = directionOf(state);
  const { location, sensor } = state.filters;
  return {
    type,
    ...requestedRange(state.filters),
    ...(location === undefined ? {} : { location }),
    ...(sensor === undefined ? {} : { sensor }),
    ...(direction === undefined ? {} : { direction }),
    ...(sort ? { sort: `${sort.direction === 'desc' ? '-' : ''}${sort.column}` } : {}),
  };
}

/** The filter a flow type's value drills with, if any: a location or a sensor narrows the other types. */
export const DRILL_FILTER: Partial<Record<FlowType, 'location' | 'sensor'>> = {
  location: 'location',
  sensor: 'sensor',
};

export const flowRowId = (row: FlowRow): string => row.key;

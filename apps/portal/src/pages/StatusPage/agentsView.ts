import type { TableUrlSpec } from '../../kit';

/** The online agents table's view in the URL: sort and page (`?sort=hostname&page=2`); latest report first. */
export const AGENTS_VIEW: TableUrlSpec = {
  filters: [],
  sortable: ['hostname', 'heartbeat'],
  defaultSort: { column: 'heartbeat', direction: 'desc' },
};

/** Parameters that belong to one table's view and do not carry over to another type. */
const VIEW_ONLY = ['sort', 'page'];

function carried(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of VIEW_ONLY) params.delete(name);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
};

/** Another type of the same explorer: the range and the filters stay, the sort goes back to the default. */
export function typeHref(base: string, type: string, search: string): string {
  return withQuery(`${base}/${type}`, carried(search));
}

/**
 * A drill-down: another type, filtered by a value of this one (e.g. the users behind event code 4624:
 * `/data/ad/user?event_code=4624`), keeping the range and the other filters.
 */
export function drillHref(base: string, type: string, search: string, filter: string, value: string): string {
  const params = carried(search);
  params.set(filter, value);
  return withQuery(`${base}/${type}`, params);
}

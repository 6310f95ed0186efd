/** Impersonation links (portal-core §4): `?impersonate=<customer id>`, read once at start-up. */

/** Customer ids are lowercase UUIDs; an impersonation link with anything else is ignored. */
const CUSTOMER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isCustomerId(value: string): boolean {
  return CUSTOMER_ID.test(value);
}

/** The current address (path, query, hash) without one query parameter. */
export function withoutParam(location: Pick<Location, 'pathname' | 'search' | 'hash'>, name: string): string {
  const params = new URLSearchParams(location.search);
  params.delete(name);
  const search = params.toString();
  return `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`;
}

/** Traffic with one country (the API's top country record). */
export interface CountryTraffic {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  bytes_in: number;
  bytes_out: number;
  flows_in: number;
  flows_out: number;
}

/** The dashboard shows the top 5 countries (portal-core §9). */
export const TOP_COUNTRIES_LIMIT = 5;

function totalBytes({ bytes_in, bytes_out }: CountryTraffic): number {
  return (Number.isFinite(bytes_in) ? bytes_in : 0) + (Number.isFinite(bytes_out) ? bytes_out : 0);
}

/** The `limit` countries with the most traffic (bytes in + out), busiest first; ties keep their given order. */
export function selectTopCountries(
  countries: readonly CountryTraffic[],
  limit: number = TOP_COUNTRIES_LIMIT,
): CountryTraffic[] {
  return countries
    .map((country, index) => ({ country, index, total: totalBytes(country) }))
    .sort((a, b) => b.total - a.total || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ country }) => country);
}

import { TopCountries, type CountryTraffic } from '@portal/ui';

/**
 * The Top Countries table and world map, in a chunk of its own: the map's projection (d3-geo) is most of the
 * dashboard's code, and users whose roles or services do not allow Top Countries never download it.
 */
export default function TopCountriesView({ countries }: { countries: readonly CountryTraffic[] }) {
  return <TopCountries countries={countries} />;
}

export { TopCountries, type TopCountriesProps } from './TopCountries';
export { TopCountriesTable, type TopCountriesTableProps } from './TopCountriesTable';
export { selectTopCountries, TOP_COUNTRIES_LIMIT, type CountryTraffic } from './countryTraffic';

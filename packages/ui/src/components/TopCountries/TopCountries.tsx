import { useMemo } from 'react';
import { Icon } from '../../icons';
import { Spinner } from '../Spinner';
import { WorldMap } from '../WorldMap';
import { ErrorBlock, MessageBlock, TopCountriesRoot } from './TopCountries.styles';
import { TopCountriesTable } from './TopCountriesTable';
import { selectTopCountries, TOP_COUNTRIES_LIMIT, type CountryTraffic } from './countryTraffic';

export interface TopCountriesProps {
  /** Traffic per country; the busiest TOP_COUNTRIES_LIMIT are shown. */
  countries?: readonly CountryTraffic[];
  loading?: boolean;
  /** The failure, shown in an error block. */
  error?: string;
  className?: string;
}

/** The Top Countries panel body: the top 5 countries in a table beside a world map that highlights them. */
export function TopCountries({ countries = [], loading = false, error, className }: TopCountriesProps) {
  const top = useMemo(() => selectTopCountries(countries, TOP_COUNTRIES_LIMIT), [countries]);
  if (loading) {
    return (
      <MessageBlock className={className}>
        <Spinner label="Loading chart data..." showLabel />
      </MessageBlock>
    );
  }
  if (error !== undefined) {
    return (
      <ErrorBlock role="alert" className={className}>
        <Icon name="exclamation" />
        {error}
      </ErrorBlock>
    );
  }
  if (top.length === 0) return <MessageBlock className={className}>No country traffic to show yet.</MessageBlock>;
  return (
    <TopCountriesRoot className={className} data-portal-id="top-countries">
      <TopCountriesTable countries={top} caption={`Top ${String(top.length)} countries by traffic`} />
      <WorldMap highlighted={top} label={`Map of the top ${String(top.length)} countries`} />
    </TopCountriesRoot>
  );
}

import { abbreviateNumber, formatBytes, formatFullNumber } from '../../format';
import { CountriesTable, TableScroller } from './TopCountries.styles';
import type { CountryTraffic } from './countryTraffic';

export interface TopCountriesTableProps {
  countries: readonly CountryTraffic[];
  /** The table's caption (its accessible name). */
  caption?: string;
  className?: string;
}

/** Traffic per country: bytes on base 1024, flows abbreviated (the full number on hover). */
export function TopCountriesTable({
  countries,
  caption = 'Top countries by traffic',
  className,
}: TopCountriesTableProps) {
  return (
    <TableScroller className={className}>
      <CountriesTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            <th scope="col">Bytes In</th>
            <th scope="col">Bytes Out</th>
            <th scope="col">Flows In</th>
            <th scope="col">Flows Out</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((country) => (
            <tr key={country.code}>
              <th scope="row">{country.name}</th>
              <td title={`${formatFullNumber(country.bytes_in)} bytes`}>{formatBytes(country.bytes_in)}</td>
              <td title={`${formatFullNumber(country.bytes_out)} bytes`}>{formatBytes(country.bytes_out)}</td>
              <td title={formatFullNumber(country.flows_in)}>{abbreviateNumber(country.flows_in)}</td>
              <td title={formatFullNumber(country.flows_out)}>{abbreviateNumber(country.flows_out)}</td>
            </tr>
          ))}
        </tbody>
      </CountriesTable>
    </TableScroller>
  );
}

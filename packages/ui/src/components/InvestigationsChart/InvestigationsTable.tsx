import { formatFullNumber } from '../../format';
import { formatWeekLabel, type InvestigationsDatum } from './investigationsGeometry';
import { DataTable } from './InvestigationsChart.styles';

export interface InvestigationsTableProps {
  data: readonly InvestigationsDatum[];
  caption: string;
}

/** The chart's numbers as a table: the alternative for screen-reader users, and on request for everyone. */
export function InvestigationsTable({ data, caption }: InvestigationsTableProps) {
  return (
    <DataTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">Investigations</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum, index) => (
          <tr key={`${String(index)}-${datum.week}`}>
            <th scope="row">{formatWeekLabel(datum.week)}</th>
            <td>{formatFullNumber(datum.count)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

import { TopCountries } from '@portal/ui';
import { useCountryFlows } from '../../api/hooks';
import { DataPanel } from '../../kit';

/** Top Countries: the 5 busiest countries in a table beside the world map that highlights them. */
export function TopCountriesPanel() {
  const flows = useCountryFlows();
  return (
    <DataPanel title="Top Countries" query={flows} loading="Loading chart data...">
      {({ countries }) => <TopCountries countries={countries} />}
    </DataPanel>
  );
}

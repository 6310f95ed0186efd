import { Spinner } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useCountryFlows } from '../../api/hooks';
import { DataPanel } from '../../kit';

const LOADING = 'Loading chart data...';
const TopCountriesView = lazy(() => import('./TopCountriesView'));

/**
 * Top Countries: the 5 busiest countries in a table beside the world map that highlights them. The country flows
 * are fetched at once, while the map's code loads.
 */
export function TopCountriesPanel() {
  const flows = useCountryFlows();
  return (
    <DataPanel title="Top Countries" query={flows} loading={LOADING}>
      {({ countries }) => (
        <Suspense fallback={<Spinner label={LOADING} showLabel />}>
          <TopCountriesView countries={countries} />
        </Suspense>
      )}
    </DataPanel>
  );
}

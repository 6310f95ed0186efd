import { Button } from '@portal/ui';
import { CONFIGURATIONS, STATUSES, type ApplianceStatus } from './applianceRules';
import { hasFilters, platformChoices, type ApplianceVersion } from './applianceView';
import { FilterBar, FilterField } from '../../kit';
import { SearchInput, Select } from './ApplianceManagementPage.styles';
import { DISPLAY_ALL, MultiSelectFilter } from './MultiSelectFilter';
import type { ApplianceView } from './useApplianceView';

/** §2: search on serial number and short name, Platform (with platform_column), Configuration, Status, Clear Filters. */
export function ApplianceFilterBar({ view, version }: { view: ApplianceView; version: ApplianceVersion }) {
  const { filters, setFilter } = view;
  return (
    <FilterBar role="search" aria-label="Filter sensors">
      <FilterField>
        Search
        <SearchInput
          type="search"
          placeholder="Serial number or name"
          value={filters.search}
          onChange={(event) => setFilter('search', event.target.value)}
        />
      </FilterField>
      {version.platformColumn && (
        <MultiSelectFilter
          label="Platform"
          choices={platformChoices(version)}
          selected={filters.platforms}
          onChange={(selected) => setFilter('platforms', selected)}
        />
      )}
      <MultiSelectFilter
        label="Configuration"
        choices={CONFIGURATIONS}
        selected={filters.configurations}
        onChange={(selected) => setFilter('configurations', selected)}
      />
      <FilterField>
        Status
        <Select
          value={filters.status ?? ''}
          onChange={(event) =>
            setFilter(
              'status',
              STATUSES.find((status): status is ApplianceStatus => status === event.target.value),
            )
          }
        >
          <option value="">{DISPLAY_ALL}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </FilterField>
      {hasFilters(filters) && (
        <Button variant="ghost" size="sm" onClick={view.clearFilters}>
          Clear Filters
        </Button>
      )}
    </FilterBar>
  );
}

import { useId, useRef } from 'react';
import { Button } from '../Button';
import { hasActiveFilters, NO_ENDPOINT_FILTERS, type EndpointFilterValues } from './endpointFilterRules';
import { CONTAINMENT_STATES, ENDPOINT_STATUSES, type ContainmentState, type EndpointStatus } from './endpointRow';
import { Field, FilterBar, SearchInput, Select } from './EndpointTable.styles';

export interface EndpointFiltersProps {
  value: EndpointFilterValues;
  onChange: (value: EndpointFilterValues) => void;
  /** The operating systems of the loaded rows. */
  operatingSystems: readonly string[];
  /** Whether any endpoint is contained; the containment filter is disabled otherwise (portal-core §2). */
  containmentAvailable: boolean;
}

const ANY = '';

function statusOf(value: string): EndpointStatus | '' {
  return ENDPOINT_STATUSES.find((status) => status === value) ?? ANY;
}

function containmentOf(value: string): ContainmentState | '' {
  return CONTAINMENT_STATES.find((state) => state === value) ?? ANY;
}

export function EndpointFilters({ value, onChange, operatingSystems, containmentAvailable }: EndpointFiltersProps) {
  const id = useId();
  const textRef = useRef<HTMLInputElement>(null);
  const set = (change: Partial<EndpointFilterValues>) => onChange({ ...value, ...change });
  // A containment filter already set stays changeable even if the contained endpoints have gone.
  const containmentDisabled = !containmentAvailable && value.containment === ANY;
  return (
    <FilterBar role="search" aria-label="Filter endpoints" data-portal-id="endpoint-filters">
      <Field>
        <label htmlFor={`${id}-status`}>Status</label>
        <Select
          id={`${id}-status`}
          value={value.status}
          onChange={(event) => set({ status: statusOf(event.target.value) })}
        >
          <option value={ANY}>All</option>
          {ENDPOINT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-os`}>Operating System</label>
        <Select
          id={`${id}-os`}
          value={value.operatingSystem}
          onChange={(event) => set({ operatingSystem: event.target.value })}
        >
          <option value={ANY}>All</option>
          {operatingSystems.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-containment`}>Containment</label>
        <Select
          id={`${id}-containment`}
          value={value.containment}
          disabled={containmentDisabled}
          onChange={(event) => set({ containment: containmentOf(event.target.value) })}
        >
          <option value={ANY}>All</option>
          {CONTAINMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-text`}>Search</label>
        <SearchInput
          ref={textRef}
          id={`${id}-text`}
          type="search"
          placeholder="Name, user, IP address, OS..."
          autoComplete="off"
          value={value.text}
          onChange={(event) => set({ text: event.target.value })}
        />
      </Field>
      {hasActiveFilters(value) && (
        <Button
          variant="ghost"
          onClick={() => {
            onChange(NO_ENDPOINT_FILTERS);
            // The button goes away with the filters; the search field is where the user most likely goes next.
            textRef.current?.focus();
          }}
        >
          Clear All
        </Button>
      )}
    </FilterBar>
  );
}

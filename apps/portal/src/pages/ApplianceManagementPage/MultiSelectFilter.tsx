import { Button, Icon, Popover } from '@portal/ui';
import { useId } from 'react';
import { Choice, ChoiceList, FilterGroup, FilterGroupLabel } from './ApplianceManagementPage.styles';

export const DISPLAY_ALL = 'Display All';

export interface MultiSelectFilterProps<T extends string> {
  label: string;
  choices: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

/**
 * A filter of several choices (§2 Platform, Configuration): a button naming the selection that opens a list of
 * checkboxes. 'Display All' is checked when nothing is chosen, and choosing it clears the choice.
 */
export function MultiSelectFilter<T extends string>({ label, choices, selected, onChange }: MultiSelectFilterProps<T>) {
  const labelId = useId();
  const buttonId = useId();
  const summary = selected.length === 0 ? DISPLAY_ALL : selected.join(', ');
  const toggle = (choice: T) =>
    onChange(
      selected.includes(choice)
        ? selected.filter((value) => value !== choice)
        : choices.filter((value) => value === choice || selected.includes(value)),
    );
  return (
    <FilterGroup>
      <FilterGroupLabel id={labelId}>{label}</FilterGroupLabel>
      <Popover
        label={label}
        trigger={
          <Button
            variant="secondary"
            size="sm"
            id={buttonId}
            aria-labelledby={`${labelId} ${buttonId}`}
            icon={<Icon name="chevronDown" size="sm" />}
          >
            {summary}
          </Button>
        }
      >
        <ChoiceList>
          <legend>{label}</legend>
          <Choice>
            <input type="checkbox" checked={selected.length === 0} onChange={() => onChange([])} />
            {DISPLAY_ALL}
          </Choice>
          {choices.map((choice) => (
            <Choice key={choice}>
              <input type="checkbox" checked={selected.includes(choice)} onChange={() => toggle(choice)} />
              {choice}
            </Choice>
          ))}
        </ChoiceList>
      </Popover>
    </FilterGroup>
  );
}

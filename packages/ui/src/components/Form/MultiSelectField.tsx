import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { sameList } from './fieldValidation';
import { FormField } from './FormField';
import { CheckSlot, Chip, Chips, ComboInput, ComboRoot, EmptyText, OptionItem, Popup } from './MultiSelect.styles';
import { FIELD_OPTION_MESSAGES, filterOptions, nextEnabledIndex, toggleValue, type FieldOption } from './options';
import { useFormField, type FieldBaseProps } from './useFormField';

export interface MultiSelectFieldProps extends FieldBaseProps<string[]> {
  options: readonly FieldOption[];
  placeholder?: string;
  /** Shown when no option matches (or there are none). Default 'No suggestions'. */
  emptyText?: string;
  /** The name of a chip's remove button. Default 'Remove {label}'. */
  removeLabel?: (label: string) => string;
}

const defaultRemoveLabel = (label: string) => `Remove ${label}`;
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Several choices from a list: a filterable combobox over a multi-select listbox (WAI-ARIA combobox pattern).
 * Typing filters, arrows move, Enter toggles, Escape closes, Backspace in the empty box removes the last choice.
 * Choices show as chips above the box, each with a remove button. The form holds the values in the options' order.
 */
export function MultiSelectField({
  options,
  placeholder = FIELD_OPTION_MESSAGES.placeholder,
  emptyText = FIELD_OPTION_MESSAGES.empty,
  removeLabel = defaultRemoveLabel,
  ...props
}: MultiSelectFieldProps) {
  const field = useFormField(props, { isEqual: sameList, format: asList });
  const { input } = field;
  const selected = asList(input.value);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [inputElement, setInputElement] = useState<HTMLInputElement | null>(null);
  const listId = useId();
  const emptyId = useId();
  const visible = filterOptions(options, query);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeOption = open ? visible[active] : undefined;

  useEffect(() => {
    if (activeOption !== undefined) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const change = (values: string[]) => {
    input.onChange(values);
  };
  const toggle = (option: FieldOption) => {
    if (option.disabled !== true) change(toggleValue(selected, option.value, options));
  };
  const move = (step: 1 | -1) => {
    if (!open) {
      setOpen(true);
      setActive(nextEnabledIndex(visible, step === 1 ? -1 : 0, step));
      return;
    }
    setActive(nextEnabledIndex(visible, active, step));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Home':
      case 'End':
        if (!open) break;
        event.preventDefault();
        setActive(nextEnabledIndex(visible, event.key === 'Home' ? -1 : 0, event.key === 'Home' ? 1 : -1));
        break;
      case 'Enter':
        if (activeOption === undefined) break;
        event.preventDefault();
        toggle(activeOption);
        break;
      case 'Escape':
        if (open) {
          // Inside a dialog, Escape closes the list first, not the dialog.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query !== '') setQuery('');
        break;
      case 'Backspace':
        if (query === '' && selected.length > 0) change(selected.slice(0, -1));
        break;
      default:
        break;
    }
  };

  const chosen = options.filter((option) => selected.includes(option.value));
  return (
    <FormField {...field.frame}>
      {chosen.length > 0 && (
        <Chips aria-label="Selected">
          {chosen.map((option) => (
            <Chip key={option.value}>
              {option.label}
              <Button
                variant="ghost"
                size="sm"
                icon={<Icon name="close" size="sm" />}
                aria-label={removeLabel(option.label)}
                disabled={props.disabled}
                onClick={() => {
                  change(selected.filter((value) => value !== option.value));
                  inputElement?.focus();
                }}
              />
            </Chip>
          ))}
        </Chips>
      )}
      <ComboRoot>
        <ComboInput
          ref={setInputElement}
          {...field.aria}
          id={field.ids.control}
          name={input.name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? (visible.length > 0 ? listId : emptyId) : undefined}
          aria-activedescendant={activeOption === undefined ? undefined : optionId(active)}
          autoComplete="off"
          value={query}
          placeholder={placeholder}
          disabled={props.disabled}
          data-status={field.dataStatus}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            setOpen(true);
            setActive(nextEnabledIndex(filterOptions(options, next), -1, 1));
          }}
          onClick={() => {
            setOpen(!open);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            input.onFocus();
          }}
          onBlur={() => {
            setOpen(false);
            input.onBlur();
          }}
        />
        {open && (
          <Popup data-portal-id="multi-select-popup">
            {visible.length === 0 ? (
              <EmptyText id={emptyId} role="status">
                {emptyText}
              </EmptyText>
            ) : (
              <div id={listId} role="listbox" aria-multiselectable="true" aria-labelledby={field.ids.label}>
                {visible.map((option, index) => {
                  const isSelected = selected.includes(option.value);
                  return (
                    <OptionItem
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isSelected}
                      aria-disabled={option.disabled === true ? true : undefined}
                      data-active={index === active}
                      onMouseDown={(event) => {
                        event.preventDefault();
                      }}
                      onClick={() => {
                        setActive(index);
                        toggle(option);
                      }}
                    >
                      <CheckSlot>{isSelected && <Icon name="check" size="sm" />}</CheckSlot>
                      {option.label}
                    </OptionItem>
                  );
                })}
              </div>
            )}
          </Popup>
        )}
      </ComboRoot>
    </FormField>
  );
}

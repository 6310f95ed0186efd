import { FieldStatus } from './FieldStatus';
import {
  ChoiceInput,
  ChoiceList,
  ChoiceRow,
  FieldDescription,
  FieldRoot,
  GroupLabel,
  OptionDescription,
  RequiredMark,
} from './Form.styles';
import type { FieldOption } from './options';
import { useFormField, type FieldBaseProps } from './useFormField';

export interface RadioGroupFieldProps extends FieldBaseProps<string> {
  options: readonly FieldOption[];
}

/** One choice of a few, all visible. Arrow keys move between the radios (native behaviour). */
export function RadioGroupField({ options, ...props }: RadioGroupFieldProps) {
  const field = useFormField(props);
  const { input } = field;
  return (
    <FieldRoot data-portal-id="radio-group-field">
      <GroupLabel id={field.ids.label}>
        {props.label}
        {field.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </GroupLabel>
      {props.description !== undefined && (
        <FieldDescription id={field.ids.description}>{props.description}</FieldDescription>
      )}
      <ChoiceList role="radiogroup" aria-labelledby={field.ids.label} {...field.aria}>
        {options.map((option) => (
          <ChoiceRow key={option.value}>
            <ChoiceInput
              type="radio"
              name={input.name}
              value={option.value}
              checked={input.value === option.value}
              disabled={props.disabled === true || option.disabled === true}
              onChange={() => {
                input.onChange(option.value);
              }}
              onFocus={() => {
                input.onFocus();
              }}
              onBlur={() => {
                input.onBlur();
              }}
            />
            <span>
              {option.label}
              {option.description !== undefined && <OptionDescription>{option.description}</OptionDescription>}
            </span>
          </ChoiceRow>
        ))}
      </ChoiceList>
      {field.status && (
        <FieldStatus id={field.ids.status} intent={field.status.intent}>
          {field.status.message}
        </FieldStatus>
      )}
    </FieldRoot>
  );
}

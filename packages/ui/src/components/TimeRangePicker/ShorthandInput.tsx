import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../Button';
import { parseShorthand } from './timeRange';
import { Field, FieldError, FieldLabel, FieldMessage, FieldRow, TextInput } from './TimeRangePicker.styles';

export const SHORTHAND_ERROR = 'Type a number and a unit, e.g. 24h or 7d';

export interface ShorthandInputProps {
  /** Hours of the range ending now; the picker caps them at its maximum. */
  onApply: (hours: number) => void;
  /** The longest range, said in the hint. */
  maxHours: number;
}

/** Typing '24h' or '7d' sets a range of that length ending now. */
export function ShorthandInput({ onApply, maxHours }: ShorthandInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hours = parseShorthand(text);
    setError(hours === undefined);
    if (hours !== undefined) onApply(hours);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Relative range" data-portal-id="shorthand-input">
      <Field>
        <FieldLabel htmlFor={id}>Relative range</FieldLabel>
        <FieldRow>
          <TextInput
            id={id}
            value={text}
            placeholder="24h, 7d"
            autoComplete="off"
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              setError(false);
            }}
          />
          <Button type="submit">Set</Button>
        </FieldRow>
        {error && (
          <FieldError id={`${id}-error`} role="alert">
            {SHORTHAND_ERROR}
          </FieldError>
        )}
        <FieldMessage id={`${id}-hint`}>{`Ends now; at most ${maxHours} hours.`}</FieldMessage>
      </Field>
    </form>
  );
}

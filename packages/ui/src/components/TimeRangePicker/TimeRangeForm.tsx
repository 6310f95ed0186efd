import { useId, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { formatDay } from './rangeLabel';
import {
  Actions,
  DateText,
  Field,
  FieldError,
  FieldLabel,
  FieldMessage,
  FormRoot,
  Group,
  GroupLegend,
  TextInput,
  TimeFieldsRow,
} from './TimeRangePicker.styles';

export interface TimeRangeErrors {
  startTimeError?: string;
  endTimeError?: string;
  rangeError?: string;
}

export interface TimeRangeFormProps {
  startDate: Date | null;
  endDate: Date | null;
  startTime: string;
  endTime: string;
  onStartTimeChange: (text: string) => void;
  onEndTimeChange: (text: string) => void;
  errors: TimeRangeErrors;
  /** Both days chosen, both times valid and the range in order. */
  canApply: boolean;
  /** What an empty end time becomes: 23:59, or now when the end day is today. */
  endPlaceholder: string;
  /** Said when a typed end time on today lies after now. */
  capNote?: string;
  timeZone: string;
  onApply: () => void;
  onCancel: () => void;
}

interface TimeFieldProps {
  label: string;
  value: string;
  placeholder: string;
  error: string | undefined;
  hintId: string;
  onChange: (text: string) => void;
}

/** A typed hh:mm time; its error shows once the field is left (or Enter is pressed), not while typing. */
function TimeField({ label, value, placeholder, error, hintId, onChange }: TimeFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const shownError = touched ? error : undefined;
  const touchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') setTouched(true);
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput
        id={id}
        value={value}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={shownError === undefined ? undefined : true}
        aria-describedby={shownError === undefined ? hintId : `${id}-error ${hintId}`}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={() => {
          setTouched(true);
        }}
        onKeyDown={touchOnEnter}
      />
      {shownError !== undefined && (
        <FieldError id={`${id}-error`} role="alert">
          {shownError}
        </FieldError>
      )}
    </Field>
  );
}

/** The custom range: the chosen days, typed start and end times, Apply and Cancel. */
export function TimeRangeForm({
  startDate,
  endDate,
  startTime,
  endTime,
  onStartTimeChange,
  onEndTimeChange,
  errors,
  canApply,
  endPlaceholder,
  capNote,
  timeZone,
  onApply,
  onCancel,
}: TimeRangeFormProps) {
  const hintId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canApply) onApply();
  };
  const endDayText = startDate === null ? 'Choose a day' : 'Choose the end day';
  return (
    <FormRoot noValidate onSubmit={submit} aria-label="Custom range" data-portal-id="time-range-form">
      <TimeFieldsRow>
        <Group>
          <GroupLegend>Start</GroupLegend>
          <DateText as="output">{startDate === null ? 'Choose a day' : formatDay(startDate)}</DateText>
          <TimeField
            label="Start time"
            value={startTime}
            placeholder="00:00"
            error={errors.startTimeError}
            hintId={hintId}
            onChange={onStartTimeChange}
          />
        </Group>
        <Group>
          <GroupLegend>End</GroupLegend>
          <DateText as="output">{endDate === null ? endDayText : formatDay(endDate)}</DateText>
          <TimeField
            label="End time"
            value={endTime}
            placeholder={endPlaceholder}
            error={errors.endTimeError}
            hintId={hintId}
            onChange={onEndTimeChange}
          />
        </Group>
      </TimeFieldsRow>
      {errors.rangeError !== undefined && <FieldError role="alert">{errors.rangeError}</FieldError>}
      {capNote !== undefined && <FieldMessage role="status">{capNote}</FieldMessage>}
      <FieldMessage id={hintId}>
        {`Times are hh:mm in ${timeZone}. An empty start means 00:00; an empty end means 23:59, or now for today.`}
      </FieldMessage>
      <Actions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={!canApply}>
          Apply
        </Button>
      </Actions>
    </FormRoot>
  );
}

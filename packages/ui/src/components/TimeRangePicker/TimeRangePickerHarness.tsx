import { useState } from 'react';
import { TimeRangePicker, type TimeRangePickerProps } from './TimeRangePicker';

/** For stories: the range held as an app would hold it, so each change shows on the trigger. */
export function TimeRangePickerHarness(props: TimeRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimeRangePicker
      {...props}
      value={value}
      onChange={(range) => {
        props.onChange(range);
        setValue(range);
      }}
    />
  );
}

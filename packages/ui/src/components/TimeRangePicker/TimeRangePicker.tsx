import { useState, type ReactNode } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Popover } from '../Popover';
import { VisuallyHidden } from '../VisuallyHidden';
import { describeRange } from './rangeLabel';
import { limitRange, localTimeZone, MAX_RANGE_DAYS, shiftRange, zoomRange, type TimeRange } from './timeRange';
import { TimeRangeContent } from './TimeRangeContent';
import { PickerRoot, TimeZoneText, TriggerText } from './TimeRangePicker.styles';

export interface TimeRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  /** The longest range the consumer accepts: quick choices beyond it are hidden, shorthand and zoom are capped. */
  maxHours?: number;
  /** The current time (defaults to now); ranges never end after it. */
  now?: Date;
  /** Names the picker's controls. */
  label?: string;
  className?: string;
}

interface StepButtonProps {
  label: string;
  icon: ReactNode;
  value: TimeRange;
  next: TimeRange;
  onChange: (range: TimeRange) => void;
}

/** Shifts or zooms; disabled when the limits leave nothing to change. */
function StepButton({ label, icon, value, next, onChange }: StepButtonProps) {
  const unchanged = value.start.getTime() === next.start.getTime() && value.end.getTime() === next.end.getTime();
  return (
    <Button
      variant="ghost"
      icon={icon}
      aria-label={label}
      disabled={unchanged}
      onClick={() => {
        onChange(next);
      }}
    />
  );
}

/**
 * A time range: the trigger shows the range and time zone and opens quick choices, a shorthand field and a
 * calendar with typed times (portal-core §2, §5); beside it, buttons shift the window by its length and zoom.
 */
export function TimeRangePicker({
  value,
  onChange,
  maxHours = MAX_RANGE_DAYS * 24,
  now,
  label = 'Time range',
  className,
}: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const current = now ?? new Date();
  const timeZone = localTimeZone();
  const apply = (range: TimeRange) => {
    onChange(range);
    setOpen(false);
  };

  return (
    <PickerRoot role="group" aria-label={label} className={className} data-portal-id="time-range-picker">
      <StepButton
        label="Shift time range back"
        icon={<Icon name="chevronLeft" />}
        value={value}
        next={shiftRange(value, -1, current)}
        onChange={onChange}
      />
      <Popover
        label={`Choose the ${label.toLowerCase()}`}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button icon={<Icon name="clock" />}>
            <VisuallyHidden>{`${label}: `}</VisuallyHidden>
            <TriggerText>{describeRange(value, current)}</TriggerText>
            <TimeZoneText>{timeZone}</TimeZoneText>
            <Icon name="chevronDown" size="sm" />
          </Button>
        }
      >
        <TimeRangeContent
          value={value}
          now={current}
          maxHours={maxHours}
          timeZone={timeZone}
          onApply={apply}
          onCancel={() => {
            setOpen(false);
          }}
        />
      </Popover>
      <StepButton
        label="Shift time range forward"
        icon={<Icon name="chevronRight" />}
        value={value}
        next={shiftRange(value, 1, current)}
        onChange={onChange}
      />
      <StepButton
        label="Zoom out time range"
        icon={<Icon name="minus" />}
        value={value}
        next={limitRange(zoomRange(value, 2, current), maxHours)}
        onChange={onChange}
      />
      <StepButton
        label="Zoom in time range"
        icon={<Icon name="plus" />}
        value={value}
        next={zoomRange(value, 0.5, current)}
        onChange={onChange}
      />
    </PickerRoot>
  );
}

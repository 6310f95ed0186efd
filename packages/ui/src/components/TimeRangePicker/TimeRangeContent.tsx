import { isSameDay, startOfDay } from 'date-fns';
import { useState } from 'react';
import { QuickRangeList } from './QuickRangeList';
import { RangeCalendar } from './RangeCalendar';
import { formatTimeInput, matchingQuickRange } from './rangeLabel';
import { ShorthandInput } from './ShorthandInput';
import {
  maxHoursError,
  parseTimeInput,
  quickRange,
  quickRangesWithin,
  rangeEndingNow,
  resolveRange,
  selectDay,
  type DaySelection,
  type TimeRange,
} from './timeRange';
import { TimeRangeForm, type TimeRangeErrors } from './TimeRangeForm';
import { Column, ContentLayout, SectionLabel, SideColumn } from './TimeRangePicker.styles';

export interface TimeRangeContentProps {
  value: TimeRange;
  now: Date;
  maxHours: number;
  timeZone: string;
  onApply: (range: TimeRange) => void;
  onCancel: () => void;
}

const HOUR_MS = 3_600_000;

/** The popover body: quick choices and shorthand on one side, the calendar and the custom-range form on the other. */
export function TimeRangeContent({ value, now, maxHours, timeZone, onApply, onCancel }: TimeRangeContentProps) {
  const [selection, setSelection] = useState<DaySelection>(() => ({
    start: startOfDay(value.start),
    end: startOfDay(value.end),
  }));
  const [startTime, setStartTime] = useState(() => formatTimeInput(value.start));
  const [endTime, setEndTime] = useState(() => formatTimeInput(value.end));

  const resolved = resolveRange({ startDate: selection.start, endDate: selection.end, startTime, endTime }, now);
  const tooLong = resolved.ok && resolved.range.end.getTime() - resolved.range.start.getTime() > maxHours * HOUR_MS;
  const errors: TimeRangeErrors = resolved.ok
    ? { rangeError: tooLong ? maxHoursError(maxHours) : undefined }
    : resolved;

  const endIsToday = selection.end !== null && isSameDay(selection.end, now);
  const nowTime = formatTimeInput(now);
  const endMinutes = parseTimeInput(endTime);
  const capped = endIsToday && typeof endMinutes === 'number' && endMinutes > now.getHours() * 60 + now.getMinutes();

  // A new range starts from whole days: the typed times of the old one would rarely fit it.
  const pickDay = (day: Date) => {
    const next = selectDay(selection, day);
    if (next.end === null) {
      setStartTime('');
      setEndTime('');
    }
    setSelection(next);
  };

  return (
    <ContentLayout data-portal-id="time-range-content">
      <SideColumn>
        <QuickRangeList
          ranges={quickRangesWithin(maxHours)}
          activeLabel={matchingQuickRange(value, now)?.label}
          onPick={(range) => {
            onApply(quickRange(range.hours, now));
          }}
        />
        <ShorthandInput
          maxHours={maxHours}
          onApply={(hours) => {
            onApply(rangeEndingNow(hours, now, maxHours));
          }}
        />
      </SideColumn>
      <Column>
        <SectionLabel>Custom range</SectionLabel>
        <RangeCalendar selection={selection} now={now} onSelect={pickDay} />
        <TimeRangeForm
          startDate={selection.start}
          endDate={selection.end}
          startTime={startTime}
          endTime={endTime}
          onStartTimeChange={setStartTime}
          onEndTimeChange={setEndTime}
          errors={errors}
          canApply={resolved.ok && !tooLong}
          endPlaceholder={endIsToday ? nowTime : '23:59'}
          capNote={capped ? `An end after now is set to now (${nowTime}).` : undefined}
          timeZone={timeZone}
          onApply={() => {
            if (resolved.ok && !tooLong) onApply(resolved.range);
          }}
          onCancel={onCancel}
        />
      </Column>
    </ContentLayout>
  );
}

import { addMonths, format, isSameDay, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import {
  calendarBounds,
  calendarKeyTarget,
  dayKey,
  dayLabel,
  dayState,
  monthWeeks,
  weekdays,
  type CalendarBounds,
} from './calendar';
import { CalendarHeader, CalendarRoot, DayButton, Grid, MonthTitle } from './RangeCalendar.styles';
import { isDaySelectable, type DaySelection } from './timeRange';

export interface RangeCalendarProps {
  selection: DaySelection;
  now: Date;
  onSelect: (day: Date) => void;
}

function clampToBounds(day: Date, { first, last }: CalendarBounds): Date {
  if (day < first) return first;
  return day > last ? last : day;
}

/**
 * A month grid (WAI-ARIA date grid): one day button in the tab order, arrows move by day and week, PageUp and
 * PageDown by month, Home and End to the week's ends; Enter or Space picks. Unselectable days stay focusable and
 * are announced as unavailable.
 */
export function RangeCalendar({ selection, now, onSelect }: RangeCalendarProps) {
  const titleId = useId();
  const bounds = calendarBounds(now);
  const [focusedDay, setFocusedDay] = useState(() =>
    clampToBounds(startOfDay(selection.end ?? selection.start ?? now), bounds),
  );
  const [hover, setHover] = useState<Date | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusPending = useRef(false);

  // The target day may sit in a month that is not rendered yet, so focus follows the render.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    buttons.current.get(dayKey(focusedDay))?.focus();
  }, [focusedDay]);

  const month = startOfMonth(focusedDay);
  const selectable = (day: Date) => isDaySelectable(day, selection, now);
  const preview = hover !== null && selectable(hover) ? hover : null;

  const showMonth = (offset: number) => {
    setFocusedDay(clampToBounds(addMonths(focusedDay, offset), bounds));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const target = calendarKeyTarget(day, event.key, bounds);
    if (target === undefined) return;
    event.preventDefault();
    focusPending.current = true;
    setFocusedDay(target);
    setHover(target);
  };

  const pick = (day: Date) => {
    setFocusedDay(day);
    if (selectable(day)) onSelect(day);
  };

  return (
    <CalendarRoot data-portal-id="range-calendar">
      <CalendarHeader>
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="chevronLeft" />}
          aria-label="Previous month"
          disabled={isSameMonth(month, bounds.first)}
          onClick={() => {
            showMonth(-1);
          }}
        />
        <MonthTitle id={titleId} aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </MonthTitle>
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="chevronRight" />}
          aria-label="Next month"
          disabled={isSameMonth(month, bounds.last)}
          onClick={() => {
            showMonth(1);
          }}
        />
      </CalendarHeader>
      <Grid
        role="grid"
        aria-labelledby={titleId}
        onMouseLeave={() => {
          setHover(null);
        }}
      >
        <thead>
          <tr>
            {weekdays().map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (day === null) return <td key={column} />;
                const key = dayKey(day);
                const state = dayState(day, selection, preview);
                return (
                  <td key={key} aria-selected={state === 'edge' || state === 'inRange'}>
                    <DayButton
                      ref={(node) => {
                        if (node) buttons.current.set(key, node);
                        else buttons.current.delete(key);
                      }}
                      type="button"
                      $state={state}
                      data-state={state}
                      data-day={key}
                      tabIndex={isSameDay(day, focusedDay) ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-disabled={selectable(day) ? undefined : true}
                      aria-current={isSameDay(day, now) ? 'date' : undefined}
                      onClick={() => {
                        pick(day);
                      }}
                      onKeyDown={(event) => {
                        handleKeyDown(event, day);
                      }}
                      onMouseEnter={() => {
                        setHover(day);
                      }}
                      onFocus={() => {
                        setHover(day);
                      }}
                    >
                      {format(day, 'd')}
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </CalendarRoot>
  );
}

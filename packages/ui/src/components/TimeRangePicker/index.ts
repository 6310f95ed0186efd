export { TimeRangePicker, type TimeRangePickerProps } from './TimeRangePicker';
export { MAX_RANGE_DAYS, QUICK_RANGES, type QuickRange, type TimeRange } from './timeRange';

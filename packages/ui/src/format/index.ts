export { NOT_AVAILABLE, MISSING_VALUE } from './placeholders';
export {
  abbreviateNumber,
  formatBytes,
  formatFullNumber,
  toFiniteNumber,
  NUMBER_SUFFIXES,
  type AbbreviateOptions,
  type NumericInput,
} from './abbreviateNumber';
export { DATE_FORMATS, formatDate, isStale, toValidDate, type DateFormat, type DateInput } from './dates';

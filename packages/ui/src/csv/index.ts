export {
  toCsv,
  downloadCsv,
  csvFileName,
  neutraliseCell,
  CSV_LINE_END,
  DEFAULT_CSV_FILE_NAME,
  type CsvCell,
  type CsvRow,
} from './toCsv';

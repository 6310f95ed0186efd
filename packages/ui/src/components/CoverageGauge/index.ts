export {
  CoverageGauge,
  COVERAGE_GAUGE_LAYOUTS,
  COVERAGE_NOT_AVAILABLE_MESSAGE,
  type CoverageGaugeLayout,
  type CoverageGaugeProps,
} from './CoverageGauge';
export type { CoverageStats } from './CoverageComparisons';
/** The compact gauge's height in px, e.g. for a tile that keeps its place while the score loads. */
export { GAUGE_SIZE as COVERAGE_GAUGE_SIZE } from './gaugeGeometry';
export {
  COVERAGE_BREAKDOWN,
  COVERAGE_EXPLANATION,
  COVERAGE_SCORE_BANDS,
  COVERAGE_SCORE_MAX,
  SIZE_BAND_LABELS,
  SIZE_BAND_LIMITS,
  coverageScoreBand,
  sizeBandLabel,
  type CoverageCategory,
  type CoverageIntent,
  type CoverageScoreBand,
  type CoverageScores,
  type EmployeeRange,
} from './coverageScore';
export {
  COVERAGE_FACTS,
  INCIDENT_LEVELS,
  formatCloudApps,
  formatYesNo,
  incidentLevel,
  type CoverageFactDefinition,
  type CoverageFacts,
  type CoverageFactValue,
  type IncidentLevel,
} from './coverageFacts';

export { InvestigationsChart, type InvestigationsChartProps } from './InvestigationsChart';
export {
  INVESTIGATIONS_BAR_SIZE,
  INVESTIGATIONS_CHART_HEIGHT,
  type InvestigationsDatum,
} from './investigationsGeometry';

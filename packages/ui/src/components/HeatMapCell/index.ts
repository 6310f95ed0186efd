export { HeatMapCell, type HeatMapCellProps } from './HeatMapCell';
export { HEAT_LEVELS, heatLevel } from './heatLevel';

export { StatTile, type StatTileProps, type StatTileLink } from './StatTile';
export {
  containedEndpointsText,
  sensorHealth,
  sensorNoun,
  sensorStatusIntent,
  sensorStatusText,
  type SensorHealth,
  type SensorStatus,
} from './statTileText';

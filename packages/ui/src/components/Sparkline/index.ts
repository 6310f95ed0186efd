export { Sparkline, type SparklineProps } from './Sparkline';
export { SPARKLINE_INTENTS, type SparklineIntent } from './Sparkline.styles';
export { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, SPARKLINE_WINDOW_MS } from './sparklineGeometry';
export type { SparklinePoint } from './sparklineSeries';

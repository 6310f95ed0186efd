export { SeriesSparkline, type SeriesSparklineProps } from './SeriesSparkline';
export { SERIES_SPARKLINE_INTENTS, type SeriesSparklineIntent } from './SeriesSparkline.styles';
export { describeSeries, SERIES_SPARKLINE_HEIGHT, SERIES_SPARKLINE_WIDTH } from './seriesPath';

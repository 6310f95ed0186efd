export { Panel, HEADING_LEVELS, type PanelProps, type HeadingLevel } from './Panel';

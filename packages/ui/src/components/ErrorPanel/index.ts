export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { errorIconForStatus } from './errorIcon';

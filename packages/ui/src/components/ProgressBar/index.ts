export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { progressIntent, clampProgress, PROGRESS_MIN, PROGRESS_MAX } from './progressIntent';

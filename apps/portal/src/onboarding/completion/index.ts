export { MarkCompleteButton, type MarkCompleteButtonProps } from './MarkCompleteButton';

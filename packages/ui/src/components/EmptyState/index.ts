export {
  EmptyState,
  EMPTY_STATE_HEADING_LEVELS,
  type EmptyStateProps,
  type EmptyStateHeadingLevel,
} from './EmptyState';

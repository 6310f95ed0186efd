export { useOnboardingEditing, type OnboardingEditing } from './useOnboardingEditing';
export { MarkCompleteButton, type MarkCompleteButtonProps } from './completion';
export * from './overview';

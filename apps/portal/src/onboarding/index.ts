export { useOnboardingEditing, type OnboardingEditing } from './useOnboardingEditing';
export { MarkCompleteButton, type MarkCompleteButtonProps } from './completion';

export { useOnboardingEditing, type OnboardingEditing } from './useOnboardingEditing';

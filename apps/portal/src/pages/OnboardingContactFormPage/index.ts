export { OnboardingContactFormPage } from './OnboardingContactFormPage';

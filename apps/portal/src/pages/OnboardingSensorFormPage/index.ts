export { OnboardingSensorFormPage } from './OnboardingSensorFormPage';

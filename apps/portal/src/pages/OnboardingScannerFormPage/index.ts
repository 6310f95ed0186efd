export { OnboardingScannerFormPage } from './OnboardingScannerFormPage';

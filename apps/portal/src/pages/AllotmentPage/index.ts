export { AllotmentPage } from './AllotmentPage';

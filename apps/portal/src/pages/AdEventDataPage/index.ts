export { AdEventDataPage } from './AdEventDataPage';

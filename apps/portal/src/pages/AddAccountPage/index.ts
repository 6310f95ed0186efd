export { AddAccountPage } from './AddAccountPage';

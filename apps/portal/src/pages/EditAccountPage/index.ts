export { EditAccountPage } from './EditAccountPage';

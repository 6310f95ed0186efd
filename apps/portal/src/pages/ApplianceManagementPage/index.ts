export { ApplianceManagementPage } from './ApplianceManagementPage';

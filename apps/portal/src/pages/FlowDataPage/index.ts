export { FlowDataPage } from './FlowDataPage';

export { AwsTemplatePage } from './AwsTemplatePage';

export * from './accountRules';
export { useAccountSchemas } from './useAccountSchemas';

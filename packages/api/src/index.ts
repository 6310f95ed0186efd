export * from './schemas/customer';
export * from './schemas/user';
export * from './errors';
export { API_PATHS } from './paths';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';

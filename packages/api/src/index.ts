export * from './defineCall';
export * from './errors';
export * from './schemas/common';
export * from './schemas/customer';
export * from './schemas/readiness';
export * from './schemas/user';
export * from './schemas/tickets';
export * from './schemas/metrics';
export * from './schemas/agents';
export * from './schemas/appliances';
export * from './schemas/logsearch';
export * from './schemas/data';
export * from './schemas/subscriptions';
export * from './schemas/onboarding';
export * from './schemas/contacts';
export * from './schemas/hardware';
export * from './schemas/credentials';
export { CALLS, CALL_NAMES, type CallName, type Calls, type ReadCallName, type WriteCallName } from './calls';
export { createApiClient, basicCredentials, type ApiClient, type ApiClientOptions } from './client';
export {
  createHttp,
  AUTH_HEADERS,
  DEFAULT_TIMEOUT_MS,
  PREVIEW_MIN_BYTES,
  type RequestSession,
  type HttpOptions,
  type RequestExtras,
} from './http';
export { pauseForBrowser, type Pause } from './slicedReply';
export * from './constants';
export { loadEnglishValidationMessages } from './validationMessages';

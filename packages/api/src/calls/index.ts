import { applianceCalls } from './appliances';
import { credentialCalls } from './credentials';
import { dataCalls } from './data';
import { logCalls } from './logs';
import { monitoringCalls } from './monitoring';
import { onboardingCalls } from './onboarding';
import { onboardingV2Calls } from './onboardingV2';
import { sessionCalls } from './session';
import { supportCalls } from './support';

/** Every call of both specs' call tables, by name. */
export const CALLS = {
  ...sessionCalls,
  ...supportCalls,
  ...monitoringCalls,
  ...applianceCalls,
  ...logCalls,
  ...dataCalls,
  ...onboardingCalls,
  ...onboardingV2Calls,
  ...credentialCalls,
};

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
/** The calls that only read (GET): what a data hook may fetch and cache. */
export type ReadCallName = { [K in CallName]: Calls[K]['method'] extends 'GET' ? K : never }[CallName];
/** The calls that change something (POST, PUT, DELETE): what a mutation may run. */
export type WriteCallName = Exclude<CallName, ReadCallName>;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

import type { Credential, CredentialSchema, CredentialStatus } from '@portal/api';

/** The user-visible texts of connected accounts (portal-onboarding §2.6, §4, §8). */
export const ACCOUNT_TEXTS = {
  title: 'Connected Accounts',
  addAccount: 'Add Account',
  empty: 'Select Add Account to connect an account',
  loading: 'Loading connected accounts...',
  loadingCredential: 'Loading credential...',
  unknownType: 'Unable to determine type of credential. Please contact your CST.',
  contactTeam: 'Contact your security team',
  configurationGuide: 'Configuration guide',
  done: 'Done',
} as const;

type Intent = 'success' | 'warning' | 'info' | 'danger';

/** §4: each status's badge text and colour; pending create and edit read alike. */
export const STATUS_BADGES: Record<CredentialStatus, { text: string; intent: Intent }> = {
  active: { text: 'Connected', intent: 'success' },
  deactivating: { text: 'Disconnection pending', intent: 'warning' },
  create: { text: 'Connection pending', intent: 'info' },
  edit: { text: 'Connection pending', intent: 'info' },
  error: { text: 'Not connected', intent: 'danger' },
};

/** §4: edit and remove are disabled while the account is being disconnected. */
export const canChange = (credential: Pick<Credential, 'status'>): boolean => credential.status !== 'deactivating';

/** Whether removing cancels a pending request (create or edit) rather than asking for a disconnect. */
export const cancelsPending = (credential: Pick<Credential, 'status'>): boolean =>
  credential.status === 'create' || credential.status === 'edit';

/** The success toast of a remove: the ticket the security team works it under (§4). */
export function removedMessage(credential: Pick<Credential, 'status' | 'name'>, ticketId: number | null): string {
  const ticket = ticketId === null ? '' : ` (ticket #${String(ticketId)})`;
  if (cancelsPending(credential)) return `The pending request for ${credential.name} was cancelled${ticket}.`;
  if (credential.status === 'active') return `Disconnection of ${credential.name} requested${ticket}.`;
  return `${credential.name} was removed.`;
}

/** The account types of step 1 in the spec's order; Federated Authentication only when such schemas exist. */
export const ACCOUNT_TYPES: ReadonlyArray<{ purpose: CredentialSchema['purpose']; label: string }> = [
  { purpose: 'log', label: 'Cloud Detection and Response' },
  { purpose: 'scan', label: 'Cloud Security Posture Management' },
  { purpose: 'auth', label: 'Federated Authentication' },
  { purpose: 'itsm', label: 'ITSM Ticketing Integration' },
];

export function accountTypesFor(schemas: readonly Pick<CredentialSchema, 'purpose'>[]): typeof ACCOUNT_TYPES {
  return ACCOUNT_TYPES.filter((type) => type.purpose !== 'auth' || schemas.some((schema) => schema.purpose === 'auth'));
}

export function isPurpose(value: string | null | undefined): value is CredentialSchema['purpose'] {
  return ACCOUNT_TYPES.some((type) => type.purpose === value);
}

export type AppGroup = 'purchased' | 'included' | 'notPurchased';
export const APP_GROUP_TITLES: Record<AppGroup, string> = {
  purchased: 'Purchased',
  included: 'Included (no charge)',
  notPurchased: 'Not Purchased',
};

/**
 * Which group an application is in with list_cloud_apps (the spec does not say how "purchased" is decided): a
 * no-charge one is Included; a posture scanner needs the CSPM service of its provider (aws…, azure…, gcp…) or managed
 * risk for another provider; every other purpose comes with managed detection.
 */
export function appGroupOf(
  schema: Pick<CredentialSchema, 'name' | 'purpose' | 'no_charge'>,
  services: readonly string[],
): AppGroup {
  if (schema.no_charge) return 'included';
  let needed = 'managedDetection';
  if (schema.purpose === 'scan') {
    const provider = ['aws', 'azure', 'gcp'].find((prefix) => schema.name.startsWith(prefix));
    needed = provider === undefined ? 'managedRisk' : `cspm${provider[0]?.toUpperCase() ?? ''}${provider.slice(1)}`;
  }
  return services.includes(needed) ? 'purchased' : 'notPurchased';
}

/** The schemas of one purpose by group, in the spec's order, empty groups left out. */
export function groupApps<S extends Pick<CredentialSchema, 'name' | 'purpose' | 'no_charge'>>(
  schemas: readonly S[],
  services: readonly string[],
): { group: AppGroup; schemas: S[] }[] {
  return (['purchased', 'included', 'notPurchased'] as const)
    .map((group) => ({ group, schemas: schemas.filter((schema) => appGroupOf(schema, services) === group) }))
    .filter((entry) => entry.schemas.length > 0);
}

/** The accounts a list shows: all, or only those whose schema has the purpose (unknown types only unfiltered). */
export function accountsFor(
  credentials: readonly Credential[],
  schemas: readonly Pick<CredentialSchema, 'name' | 'purpose'>[],
  purpose: CredentialSchema['purpose'] | undefined,
): Credential[] {
  if (purpose === undefined) return [...credentials];
  return credentials.filter(
    (credential) => schemas.find((schema) => schema.name === credential.type)?.purpose === purpose,
  );
}

/** Where things are. */
export const ACCOUNT_PATHS = {
  list: '/connected-accounts',
  add: (purpose?: CredentialSchema['purpose']) =>
    purpose === undefined ? '/connected-accounts/new' : `/connected-accounts/new?purpose=${purpose}`,
  addType: (type: string) => `/connected-accounts/new/${encodeURIComponent(type)}`,
  edit: (uuid: string) => `/connected-accounts/edit/${uuid}`,
  ticket: (id: number) => `/tickets/${String(id)}`,
  contactTeam: '/contact/cst',
} as const;

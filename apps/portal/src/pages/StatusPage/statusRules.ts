import type { Agent, SiteSensorProfiles, SubscriptionsReply } from '@portal/api';
import { isOnline } from '@portal/ui';

/**
 * The status page's rules (portal-onboarding §3, §9): which sensors count as a success, how they group by site,
 * which agents are online, what was purchased. Pure, so each rule is unit tested apart from the screen.
 */

export const SENSOR_OUTCOMES = ['success', 'fail'] as const;
export type SensorOutcome = (typeof SENSOR_OUTCOMES)[number];

/** The state word shown for a sensor without a deployment state (portal-onboarding §9). */
export const NOT_DEPLOYED = 'not deployed';
const INSTALLED = 'installed';

/** 'installed' counts as success; every other state, or none, is a fail (portal-onboarding §9). */
export function sensorOutcome(state: string | null | undefined): SensorOutcome {
  return state?.trim().toLowerCase() === INSTALLED ? 'success' : 'fail';
}

/** What the status says: the state itself, or 'not deployed' when there is none. */
export function sensorStateText(state: string | null | undefined): string {
  const text = state?.trim() ?? '';
  return text === '' ? NOT_DEPLOYED : text;
}

type SensorProfile = SiteSensorProfiles['orphans'][number];

export interface StatusSensor {
  shorthand: string;
  deploymentType: string;
  stateText: string;
  outcome: SensorOutcome;
}

export interface StatusSite {
  /** The site's id; null for the sensors at no known site. */
  id: string | null;
  name: string;
  sensors: StatusSensor[];
  installed: number;
}

/** The group of sensors the server could not place at a site (its orphans list). */
export const UNASSIGNED_SITE_NAME = 'Not assigned to a site';

function toSensor(profile: SensorProfile): StatusSensor {
  return {
    shorthand: profile.shorthand,
    deploymentType: profile.deployment_type,
    stateText: sensorStateText(profile.deployment.state),
    outcome: sensorOutcome(profile.deployment.state),
  };
}

/** Natural, case-insensitive order ('Site 9' before 'Site 10'); the lists here are short, so a collator is fine. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byNaturalName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T): number =>
    collator.compare(name(a), name(b));

/** Failing sensors first, so what needs attention is at the top of each site; then by name. */
const sensorOrder = (a: StatusSensor, b: StatusSensor): number =>
  a.outcome === b.outcome ? byNaturalName<StatusSensor>((s) => s.shorthand)(a, b) : a.outcome === 'fail' ? -1 : 1;

function toSite(id: string | null, name: string, profiles: readonly SensorProfile[]): StatusSite {
  const sensors = profiles.map(toSensor).sort(sensorOrder);
  return { id, name, sensors, installed: sensors.filter((sensor) => sensor.outcome === 'success').length };
}

/** Sites by name with their sensors; the sensors at no site come last in their own group, when there are any. */
export function groupSites(reply: SiteSensorProfiles): StatusSite[] {
  const sites = Object.entries(reply.sites)
    .map(([id, site]) => toSite(id, site.name, site.sensors))
    .sort(byNaturalName<StatusSite>((site) => site.name));
  return reply.orphans.length === 0 ? sites : [...sites, toSite(null, UNASSIGNED_SITE_NAME, reply.orphans)];
}

/** Neither a site nor a sensor: 'No sites and sensors were found'. */
export function hasNoSitesOrSensors(reply: SiteSensorProfiles): boolean {
  return Object.keys(reply.sites).length === 0 && reply.orphans.length === 0;
}

export interface OnlineAgent {
  id: string;
  hostname: string | null;
  heartbeatTime: string;
  /** The heartbeat in epoch ms, parsed once (100,000 agents are sorted by it). */
  reportedAt: number;
}

/** Agents that reported within the online window (portal-core §9: 72 hours), the latest report first. */
export function onlineAgents(agents: readonly Agent[], now: Date): OnlineAgent[] {
  const online: OnlineAgent[] = [];
  for (const agent of agents) {
    const heartbeatTime = agent.heartbeat?.createTime ?? null;
    if (heartbeatTime === null || !isOnline(heartbeatTime, now)) continue;
    const hostname = agent.hostDetail?.hostname?.trim() ?? '';
    const reportedAt = Date.parse(heartbeatTime);
    online.push({ id: agent.id, hostname: hostname === '' ? null : hostname, heartbeatTime, reportedAt });
  }
  return online.sort((a, b) => b.reportedAt - a.reportedAt);
}

export interface PurchasedProduct {
  serviceType: string;
  name: string;
}

export interface CloudSensorAddOn {
  kind: string;
  label: string;
  count: number;
}

export interface Purchases {
  products: PurchasedProduct[];
  addOns: CloudSensorAddOn[];
}

/** The cloud sensor kinds' names (portal-core §3 lists the kinds; the labels are ours). */
export const CLOUD_SENSOR_LABELS: Readonly<Record<string, string>> = {
  aws: 'AWS',
  azure: 'Azure',
  o365: 'Office 365',
  salesforce: 'Salesforce',
  box: 'Box',
  gsuite: 'G Suite',
  gcp: 'Google Cloud',
  imanage: 'iManage',
};

export const cloudSensorLabel = (kind: string): string => CLOUD_SENSOR_LABELS[kind] ?? kind;

/**
 * The purchased products, one per service type, and the cloud sensor add-ons summed over the products that carry
 * them; a count of zero (or less) was not bought and is left out.
 */
export function purchases(reply: SubscriptionsReply): Purchases {
  const products = new Map<string, PurchasedProduct>();
  const counts = new Map<string, number>();
  for (const product of reply.products) {
    if (!products.has(product.serviceType))
      products.set(product.serviceType, { serviceType: product.serviceType, name: product.name });
    for (const [kind, count] of Object.entries(product.managedDetectionResponse?.cloudSensors ?? {})) {
      if (Number.isFinite(count)) counts.set(kind, (counts.get(kind) ?? 0) + count);
    }
  }
  const addOns = [...counts]
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => ({ kind, label: cloudSensorLabel(kind), count }))
    .sort(byNaturalName<CloudSensorAddOn>((addOn) => addOn.label));
  return { products: [...products.values()].sort(byNaturalName<PurchasedProduct>((p) => p.name)), addOns };
}

export const hasNoPurchases = (value: Purchases): boolean => value.products.length === 0 && value.addOns.length === 0;

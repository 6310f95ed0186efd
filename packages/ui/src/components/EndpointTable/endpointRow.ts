/** An endpoint agent as the API sends it (portal-core §3); structural, so @portal/ui needs nothing of the API. */
export interface AgentLike {
  id: string;
  deploymentID: string | null;
  softwareVersion: string | null;
  queryInProgress: boolean;
  containment: { contained: boolean };
  heartbeat: { createTime: string | null } | null;
  hostDetail: {
    hostname: string | null;
    userName: string | null;
    platform: { architecture: string | null; version: string | null } | null;
    networkInterfaces: readonly { name: string; macAddress: string | null; addresses: readonly string[] }[];
  } | null;
}

export const ENDPOINT_STATUSES = ['Online', 'Offline'] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];

export const CONTAINMENT_STATES = ['Contained', 'Not contained'] as const;
export type ContainmentState = (typeof CONTAINMENT_STATES)[number];

/** One network interface's addresses. */
export interface EndpointIpAddress {
  name: string;
  ipAddresses: readonly string[];
}

/** The displayed row of an agent (portal-core §3); blanks are null. */
export interface EndpointRow {
  id: string;
  hostname: string | null;
  userName: string | null;
  ipAddress: readonly EndpointIpAddress[];
  status: EndpointStatus;
  OSVersion: string | null;
  architecture: string | null;
  /** The last heartbeat, ISO 8601. */
  heartbeatTime: string | null;
  contained: ContainmentState;
  softwareVersion: string | null;
  deploymentID: string | null;
  macAddress: string | null;
}

/** An endpoint is Online when it reported within the last 72 hours (portal-core §4, §9). */
export const ONLINE_WINDOW_MS = 72 * 60 * 60 * 1000;

export function isOnline(heartbeatTime: string | null, now: Date): boolean {
  if (heartbeatTime === null || heartbeatTime === '') return false;
  const reported = Date.parse(heartbeatTime);
  return !Number.isNaN(reported) && now.getTime() - reported <= ONLINE_WINDOW_MS;
}

function present(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

export function agentToEndpointRow(agent: AgentLike, now: Date): EndpointRow {
  const detail = agent.hostDetail;
  const interfaces = detail?.networkInterfaces ?? [];
  const heartbeatTime = present(agent.heartbeat?.createTime);
  return {
    id: agent.id,
    hostname: present(detail?.hostname),
    userName: present(detail?.userName),
    ipAddress: interfaces
      .filter((networkInterface) => networkInterface.addresses.length > 0)
      .map(({ name, addresses }) => ({ name, ipAddresses: addresses })),
    status: isOnline(heartbeatTime, now) ? 'Online' : 'Offline',
    OSVersion: present(detail?.platform?.version),
    architecture: present(detail?.platform?.architecture),
    heartbeatTime,
    contained: agent.containment.contained ? 'Contained' : 'Not contained',
    softwareVersion: present(agent.softwareVersion),
    deploymentID: present(agent.deploymentID),
    macAddress:
      interfaces.find((networkInterface) => present(networkInterface.macAddress) !== null)?.macAddress ?? null,
  };
}

/** Every address of the row, interface by interface. */
export function endpointAddresses(row: EndpointRow): string[] {
  return row.ipAddress.flatMap((networkInterface) => networkInterface.ipAddresses);
}

/** Complete when hostname, user name, an IP address and the OS version are present (portal-core §3). */
export function isRowComplete(row: EndpointRow): boolean {
  return (
    row.hostname !== null &&
    row.userName !== null &&
    row.OSVersion !== null &&
    row.ipAddress.some((networkInterface) => networkInterface.ipAddresses.length > 0)
  );
}

/** Only agents with no query in progress and a heartbeat time appear in the table (portal-core §3). */
export function isListed(agent: AgentLike): boolean {
  return !agent.queryInProgress && present(agent.heartbeat?.createTime) !== null;
}

/** Loading progress, percent: complete rows over all rows (100 when there are none). */
export function completeRowsPercent(rows: readonly EndpointRow[]): number {
  if (rows.length === 0) return 100;
  let complete = 0;
  for (const row of rows) if (isRowComplete(row)) complete += 1;
  return (complete / rows.length) * 100;
}

/** Last Reported: the ISO time with the 'T' replaced by a line break (portal-core §2). */
export function lastReportedText(heartbeatTime: string | null): string {
  return heartbeatTime === null ? '' : heartbeatTime.replace('T', '\n');
}

import { cidrBlock, contains, parseIpv4, RESERVED_BLOCKS } from '../ip/ipv4';
import { decodeBase64Json, encodeBase64Json } from './base64Json';

/**
 * The device configuration of portal-onboarding §3 ("Device config": mgmt0 with dhcp, ip, netmask, gateway,
 * dns_nameservers; shorthand, site, model, deployment_type) and the link that carries it to the device (§2.7).
 */
export type DeviceMgmt0 =
  { dhcp: true } | { dhcp: false; ip: string; netmask: string; gateway: string; dns_nameservers: string[] };

export interface DeviceConfig {
  /** The sensor's name. */
  shorthand: string;
  site: string;
  model: string;
  deployment_type: string;
  mgmt0: DeviceMgmt0;
}

/** What the page shows read-only: each value as read when it is text, else undefined (shown as a placeholder). */
export interface DeviceConfigFields {
  site?: string;
  name?: string;
  model?: string;
  deploymentType?: string;
  /** True for DHCP, false for a static address, undefined when the link does not say. */
  dhcp?: boolean;
  ip?: string;
  netmask?: string;
  gateway?: string;
  dnsNameservers?: string[];
}

export type DeviceConfigReading =
  /** No `c`, or nothing readable in it (not base64 of a JSON object). */
  | { status: 'none' }
  /** A configuration whose values cannot make a configuration URL; `problems` say which. */
  | { status: 'invalid'; fields: DeviceConfigFields; problems: string[] }
  | { status: 'valid'; fields: DeviceConfigFields; config: DeviceConfig };

/**
 * The fixed address a sensor answers on when an installer's laptop is plugged into its management port before it
 * is configured (the spec's "fixed local address"; its value is not shown, so chosen here).
 */
export const DEVICE_LOCAL_CONFIG_URL = 'http://192.168.100.1/configure';
/** Longest name, site, model or deployment type accepted. */
export const DEVICE_TEXT_MAX = 255;
/** The most DNS name servers a device takes. */
export const DEVICE_DNS_MAX = 4;
/** Shortest and longest network prefix of the management network (the spec's minimum CIDR prefix is 8). */
const PREFIX_RANGE = { min: 8, max: 30 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

const isUsableAddress = (address: number): boolean =>
  !RESERVED_BLOCKS.some((block) => contains(block, { first: address, last: address }));

/** A netmask as a prefix length: dotted ('255.255.255.0') with contiguous ones, or '24' / '/24'. */
export function netmaskPrefix(netmask: string): number | undefined {
  const prefixText = /^\/?(\d{1,2})$/.exec(netmask)?.[1];
  const prefix = prefixText !== undefined ? Number(prefixText) : dottedMaskPrefix(parseIpv4(netmask));
  if (prefix === undefined || prefix < PREFIX_RANGE.min || prefix > PREFIX_RANGE.max) return undefined;
  return prefix;
}

function dottedMaskPrefix(mask: number | undefined): number | undefined {
  if (mask === undefined) return undefined;
  for (let prefix = 0; prefix <= 32; prefix += 1) {
    const expected = prefix === 0 ? 0 : 2 ** 32 - 2 ** (32 - prefix);
    if (mask === expected) return prefix;
  }
  return undefined;
}

function readFields(record: Record<string, unknown>): DeviceConfigFields {
  const mgmt0 = own(record, 'mgmt0');
  const interfaceRecord = isRecord(mgmt0) ? mgmt0 : {};
  const dhcp = own(interfaceRecord, 'dhcp');
  const servers = own(interfaceRecord, 'dns_nameservers');
  return {
    site: text(own(record, 'site')),
    name: text(own(record, 'shorthand')),
    model: text(own(record, 'model')),
    deploymentType: text(own(record, 'deployment_type')),
    dhcp: typeof dhcp === 'boolean' ? dhcp : undefined,
    ip: text(own(interfaceRecord, 'ip')),
    netmask: text(own(interfaceRecord, 'netmask')),
    gateway: text(own(interfaceRecord, 'gateway')),
    dnsNameservers:
      Array.isArray(servers) && servers.every((server) => typeof server === 'string')
        ? servers.map((server: string) => server.trim())
        : undefined,
  };
}

function textProblems(fields: DeviceConfigFields): string[] {
  const named: [string, string | undefined][] = [
    ['site', fields.site],
    ['name', fields.name],
    ['model', fields.model],
    ['deployment type', fields.deploymentType],
  ];
  return named
    .filter(([, value]) => value === undefined || value === '' || value.length > DEVICE_TEXT_MAX)
    .map(([name]) => `invalid ${name}`);
}

function staticProblems({ ip, netmask, gateway, dnsNameservers }: DeviceConfigFields): string[] {
  const problems: string[] = [];
  const address = ip === undefined ? undefined : parseIpv4(ip);
  if (address === undefined || !isUsableAddress(address)) problems.push('invalid ip');
  const prefix = netmask === undefined ? undefined : netmaskPrefix(netmask);
  if (prefix === undefined) problems.push('invalid netmask');
  const gatewayAddress = gateway === undefined ? undefined : parseIpv4(gateway);
  const sameSubnet =
    gatewayAddress !== undefined &&
    address !== undefined &&
    prefix !== undefined &&
    contains(cidrBlock(address, prefix), { first: gatewayAddress, last: gatewayAddress });
  if (gatewayAddress === undefined || !sameSubnet || gatewayAddress === address) problems.push('invalid gateway');
  const servers = dnsNameservers ?? [];
  const serversValid = servers.every((server) => {
    const parsed = parseIpv4(server);
    return parsed !== undefined && isUsableAddress(parsed);
  });
  if (servers.length === 0 || servers.length > DEVICE_DNS_MAX || !serversValid)
    problems.push('invalid dns nameservers');
  return problems;
}

/** Reads a decoded value: 'none' unless it is an object, then 'invalid' with its problems or 'valid'. */
export function readDeviceConfig(value: unknown): DeviceConfigReading {
  if (!isRecord(value)) return { status: 'none' };
  const fields = readFields(value);
  const mgmt0 = own(value, 'mgmt0');
  const dhcpValue = isRecord(mgmt0) ? own(mgmt0, 'dhcp') : undefined;
  const interfaceProblems = !isRecord(mgmt0)
    ? ['invalid mgmt0']
    : dhcpValue !== undefined && typeof dhcpValue !== 'boolean'
      ? ['invalid dhcp']
      : fields.dhcp === true
        ? []
        : staticProblems(fields);
  const problems = [...textProblems(fields), ...interfaceProblems];
  if (problems.length > 0) return { status: 'invalid', fields, problems };
  // Every value was checked above; absent dhcp means a static address.
  const config: DeviceConfig = {
    shorthand: fields.name ?? '',
    site: fields.site ?? '',
    model: fields.model ?? '',
    deployment_type: fields.deploymentType ?? '',
    mgmt0:
      fields.dhcp === true
        ? { dhcp: true }
        : {
            dhcp: false,
            ip: fields.ip ?? '',
            netmask: fields.netmask ?? '',
            gateway: fields.gateway ?? '',
            dns_nameservers: fields.dnsNameservers ?? [],
          },
  };
  return { status: 'valid', fields: { ...fields, dhcp: fields.dhcp === true }, config };
}

/** The `c` query parameter of a device configuration link, read; never throws. Null or empty means 'none'. */
export function decodeDeviceConfig(parameter: string | null | undefined): DeviceConfigReading {
  if (parameter === null || parameter === undefined) return { status: 'none' };
  return readDeviceConfig(decodeBase64Json(parameter));
}

/** The `c` value for a configuration: base64 of its UTF-8 JSON. */
export function encodeDeviceConfig(config: DeviceConfig): string {
  return encodeBase64Json(config);
}

/** A link carrying `config` (e.g. to /device/configure, or to the device at its fixed local address). */
export function deviceConfigLink(config: DeviceConfig, base: string): string {
  return `${base}?${new URLSearchParams({ c: encodeDeviceConfig(config) }).toString()}`;
}

/** The configuration URL the page generates: the device's fixed local address carrying the configuration. */
export function deviceConfigurationUrl(config: DeviceConfig, base: string = DEVICE_LOCAL_CONFIG_URL): string {
  return deviceConfigLink(config, base);
}

import { gatewayProblem, isIpv4Address, isPrivateIpv4, isReservedIpv4, isSubnetMask } from '@portal/ui';
import { DEVICE_MESSAGES } from './deviceMessages';

/**
 * The network fields' checks (portal-onboarding §5). The required checks are the fields' own (and only when the
 * address is static); these run on a value that is there. Values are trimmed first, as they are when saved.
 */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A host address: valid, and not in a reserved range. */
export function validateHostAddress(value: string | undefined): string | undefined {
  const address = text(value);
  if (address === '') return undefined;
  if (!isIpv4Address(address)) return DEVICE_MESSAGES.validIp;
  if (isReservedIpv4(address)) return DEVICE_MESSAGES.nonReserved;
  return undefined;
}

/** A device inside the customer's network is expected on a private address; a public one is only questioned. */
export function warnPublicAddress(value: string | undefined): string | undefined {
  const address = text(value);
  if (!isIpv4Address(address) || isReservedIpv4(address)) return undefined;
  return isPrivateIpv4(address) ? undefined : DEVICE_MESSAGES.verifyPrivate;
}

export function validateSubnetMask(value: string | undefined): string | undefined {
  const mask = text(value);
  if (mask === '') return undefined;
  return isSubnetMask(mask) ? undefined : DEVICE_MESSAGES.validSubnetMask;
}

/** The gateway against the address and mask typed beside it. */
export function validateGateway(value: string | undefined, values: Record<string, unknown>): string | undefined {
  const gateway = text(value);
  if (gateway === '') return undefined;
  const problem = gatewayProblem(gateway, text(values.ipAddress), text(values.subnetMask));
  if (problem === 'sameAsAddress') return DEVICE_MESSAGES.gatewayNotIp;
  if (problem !== undefined) return DEVICE_MESSAGES.validGateway;
  return undefined;
}

/** Static addressing: the IP fields are required unless the address comes from DHCP (sensors only). */
export const needsStaticIp = (values: Record<string, unknown>): boolean => values.isIPAutoConfig !== true;

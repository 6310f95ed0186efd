export {
  validateIpList,
  warnIpList,
  splitIpList,
  IP_MESSAGES,
  MIN_CIDR_PREFIX,
  MAX_PUBLIC_RANGE_PREFIX,
  type IpScope,
} from './validateIpList';
export { RESERVED_CIDRS, PRIVATE_CIDRS } from './ipv4';
export {
  isIpv4Address,
  isReservedIpv4,
  isPrivateIpv4,
  subnetPrefixLength,
  isSubnetMask,
  normalizeSubnetMask,
  gatewayProblem,
  SUBNET_MASKS,
  MIN_MASK_PREFIX,
  MAX_MASK_PREFIX,
  GATEWAY_PROBLEMS,
  type GatewayProblem,
} from './network';

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

export {
  DNS_MESSAGES,
  RESERVED_TLDS,
  MAX_DOMAIN_LENGTH,
  MAX_LABEL_LENGTH,
  splitDomainList,
  normaliseDomain,
  isReservedDomain,
  isValidDomainName,
  validateDomainList,
} from './domainList';

export { Link, type LinkProps, type RouterLinkProps } from './Link';
export { LINK_VARIANTS, type LinkVariant } from './Link.styles';
export { safeHref, isExternalHref } from './safeHref';

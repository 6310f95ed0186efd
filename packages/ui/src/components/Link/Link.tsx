import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { isExternalHref, safeHref } from './safeHref';
import { StyledLink, type LinkVariant } from './Link.styles';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'children'>;

/** What a router link receives (react-router's `Link` fits): the safe, same-origin destination as `to`. */
export interface RouterLinkProps extends AnchorProps {
  to: string;
  children?: ReactNode;
}

export interface LinkProps extends AnchorProps {
  /** Checked with `safeHref`: an unsafe href renders the children as plain text. */
  href: string;
  children: ReactNode;
  variant?: LinkVariant;
  /** Opens in a new browser tab (announced to screen-reader users). */
  newTab?: boolean;
  /** Renders same-origin links through the app's router link, e.g. `as={RouterLink}` from react-router. */
  as?: ComponentType<RouterLinkProps>;
  ref?: Ref<HTMLAnchorElement>;
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function Link({ href, children, variant = 'inline', newTab = false, as: RouterLink, ...rest }: LinkProps) {
  const safe = safeHref(href);
  if (safe === undefined) return <span data-portal-id="link-text">{children}</span>;

  const external = isExternalHref(safe, currentOrigin());
  const content = (
    <>
      {children}
      {newTab && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </>
  );
  const linkProps = {
    ...rest,
    $variant: variant,
    target: newTab ? '_blank' : undefined,
    rel: external || newTab ? 'noopener noreferrer' : undefined,
    'data-portal-id': 'link',
  };
  if (RouterLink && !external) {
    return (
      <StyledLink as={RouterLink} to={safe} {...linkProps}>
        {content}
      </StyledLink>
    );
  }
  return (
    <StyledLink href={safe} {...linkProps}>
      {content}
    </StyledLink>
  );
}

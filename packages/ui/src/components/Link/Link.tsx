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

/**
 * Another origin never gets a handle on this page (`noopener noreferrer`). A new tab of this same site keeps its
 * opener on purpose: the browser copies the tab's session storage only into a tab it opened with an opener, so the
 * new tab stays signed in (with `noopener` it would ask the user to sign in again). Same origin can read this page
 * anyway, so the opener hands it nothing new.
 */
function relFor(external: boolean, newTab: boolean): string | undefined {
  if (external) return 'noopener noreferrer';
  return newTab ? 'opener' : undefined;
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
    rel: relFor(external, newTab),
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

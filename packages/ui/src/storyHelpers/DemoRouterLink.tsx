import type { ComponentType, MouseEvent } from 'react';
import type { RouterLinkProps } from '../components/Link';

/**
 * For stories: a `linkAs` that stands in for react-router's Link (@portal/ui never imports a router). A click is
 * kept in the page and reported to `navigate`, so a play function can assert where the user was taken.
 */
export function createDemoRouterLink(navigate: (to: string) => void): ComponentType<RouterLinkProps> {
  return function DemoRouterLink({ to, children, onClick, ...rest }: RouterLinkProps) {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
      navigate(to);
    };
    return (
      <a {...rest} href={to} data-router-link="" onClick={handleClick}>
        {children}
      </a>
    );
  };
}

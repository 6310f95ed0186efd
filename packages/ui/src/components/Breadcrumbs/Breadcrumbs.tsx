import type { ComponentType, ReactNode } from 'react';
import { Icon } from '../../icons';
import { Link, type RouterLinkProps } from '../Link';
import { BreadcrumbItem, BreadcrumbList, CurrentCrumb } from './Breadcrumbs.styles';

export interface BreadcrumbsItem {
  label: ReactNode;
  /** Where the crumb leads; the last crumb (the current page) may leave it out. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top level down to the current page, which is last. */
  items: readonly BreadcrumbsItem[];
  /** Names the navigation landmark. */
  label?: string;
  /** The app's router link (e.g. react-router's `Link`) for same-origin crumbs. */
  linkAs?: ComponentType<RouterLinkProps>;
  className?: string;
}

export function Breadcrumbs({ items, label = 'Breadcrumbs', linkAs, className }: BreadcrumbsProps) {
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={label} className={className} data-portal-id="breadcrumbs">
      <BreadcrumbList>
        {items.map((item, index) => {
          const current = index === lastIndex;
          return (
            // A crumb's identity is its place in the path (labels may repeat), so the index is the key.
            <BreadcrumbItem key={index}>
              {index > 0 && <Icon name="chevronRight" size="sm" />}
              {item.href === undefined ? (
                <CurrentCrumb aria-current={current ? 'page' : undefined}>{item.label}</CurrentCrumb>
              ) : (
                <Link href={item.href} as={linkAs} aria-current={current ? 'page' : undefined}>
                  {item.label}
                </Link>
              )}
            </BreadcrumbItem>
          );
        })}
      </BreadcrumbList>
    </nav>
  );
}

import { useId, type ComponentType, type ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import type { RouterLinkProps } from '../Link';
import { SideNavGroupLabel, SideNavLink, SideNavList, SideNavRoot } from './SideNav.styles';

export interface SideNavItem {
  id: string;
  label: ReactNode;
  href: string;
  icon?: IconName;
}

export interface SideNavGroup {
  id: string;
  /** A visible heading that also names the group's list. */
  label?: string;
  items: readonly SideNavItem[];
}

interface SideNavBaseProps {
  /** Names the navigation landmark. */
  label: string;
  /** The item of the current page (`aria-current="page"`). */
  activeId?: string;
  /** The app's router link (e.g. react-router's `Link`) for same-origin items. */
  linkAs?: ComponentType<RouterLinkProps>;
  className?: string;
}

export type SideNavProps = SideNavBaseProps &
  ({ items: readonly SideNavItem[]; groups?: undefined } | { groups: readonly SideNavGroup[]; items?: undefined });

interface GroupProps {
  group: SideNavGroup;
  activeId?: string;
  linkAs?: ComponentType<RouterLinkProps>;
}

function NavGroup({ group, activeId, linkAs }: GroupProps) {
  const labelId = useId();
  return (
    <div>
      {group.label !== undefined && <SideNavGroupLabel id={labelId}>{group.label}</SideNavGroupLabel>}
      <SideNavList aria-labelledby={group.label === undefined ? undefined : labelId}>
        {group.items.map((item) => (
          <li key={item.id}>
            <SideNavLink href={item.href} forwardedAs={linkAs} aria-current={item.id === activeId ? 'page' : undefined}>
              {item.icon !== undefined && <Icon name={item.icon} />}
              {item.label}
            </SideNavLink>
          </li>
        ))}
      </SideNavList>
    </div>
  );
}

export function SideNav({ label, items, groups, activeId, linkAs, className }: SideNavProps) {
  const allGroups = groups ?? [{ id: 'items', items }];
  return (
    <SideNavRoot aria-label={label} className={className} data-portal-id="side-nav">
      {allGroups.map((group) => (
        <NavGroup key={group.id} group={group} activeId={activeId} linkAs={linkAs} />
      ))}
    </SideNavRoot>
  );
}

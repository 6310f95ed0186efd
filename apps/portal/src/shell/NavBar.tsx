import { Badge, Menu, useColorScheme, VisuallyHidden, type ColorSchemePreference, type MenuItem } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApi } from '../api/useApi';
import { PATHS } from '../routing/paths';
import { logout, session } from '../state/session';
import { isNavGroup, navigationFor, type NavLink } from './navigation';
import { Brand, Header, NavItemLink, PrimaryNav, SkipLink, Tools, WaitingCount } from './NavBar.styles';

const menuItems = (links: NavLink[]): MenuItem[] =>
  links.map((link) => ({ id: link.id, label: link.label, href: link.href, newTab: link.external }));

function PodLabel() {
  const { data } = useApi('pod', {});
  return data ? <Badge intent="info">{`Pod ${data.properties.pod}`}</Badge> : null;
}

/** Tickets waiting for the customer (portal-core §4): fetched per customer, so a switch shows the new one's count. */
function TicketsWaiting() {
  const { data } = useApi('ticketsWaiting', {});
  if (!data || data.count === 0) return null;
  return (
    <WaitingCount intent="warning">
      {data.count}
      <VisuallyHidden> waiting for you</VisuallyHidden>
    </WaitingCount>
  );
}

const THEME_CHOICES: { preference: ColorSchemePreference; label: string }[] = [
  { preference: 'system', label: 'Theme: follow system' },
  { preference: 'light', label: 'Theme: light' },
  { preference: 'dark', label: 'Theme: dark' },
];

/** The navigation bar of portal-core §2: app switcher, main destinations and the user menu, each when permitted. */
export function NavBar() {
  const { user } = useSnapshot(session);
  const { preference, setPreference } = useColorScheme();
  if (!user) return null;
  const navigation = navigationFor(user);
  const themeItems: MenuItem[] = THEME_CHOICES.map((choice) => ({
    id: `theme-${choice.preference}`,
    label: choice.preference === preference ? `${choice.label} (current)` : choice.label,
    onSelect: () => setPreference(choice.preference),
  }));
  const userItems = navigation.userMenu.map((link) =>
    link.href === PATHS.logout
      ? { id: link.id, label: link.label, onSelect: () => logout() }
      : { id: link.id, label: link.label, href: link.href },
  );

  return (
    <Header>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Menu label="Apps" items={menuItems(navigation.appSwitcher)} variant="ghost" />
      <Brand to={PATHS.root}>Portal</Brand>
      <PrimaryNav aria-label="Main">
        <ul>
          {navigation.primary.map((entry) => (
            <li key={entry.id}>
              {isNavGroup(entry) ? (
                <Menu label={entry.label} items={menuItems(entry.items)} variant="ghost" linkAs={RouterLink} />
              ) : (
                <NavItemLink to={entry.href}>
                  {entry.label}
                  {entry.id === 'tickets' && (
                    <>
                      {' '}
                      <TicketsWaiting />
                    </>
                  )}
                </NavItemLink>
              )}
            </li>
          ))}
        </ul>
      </PrimaryNav>
      <Tools>
        {navigation.showPodLabel && <PodLabel />}
        <Menu
          label={user.name}
          items={[...userItems.slice(0, -1), ...themeItems, ...userItems.slice(-1)]}
          placement="bottom-end"
          linkAs={RouterLink}
          variant="ghost"
        />
      </Tools>
    </Header>
  );
}

/** Shared by the page's story files (no demo-API imports here: only stories and tests may import it). */
import { useLocation } from 'react-router-dom';
import { screen, within } from 'storybook/test';
import { session, setUser } from '../../state/session';
import { StatusRegion } from '../../StatusRegion';
import { ApplianceManagementPage } from './ApplianceManagementPage';

/** A story's beforeEach: the signed-in persona without some feature flags (the page's two versions). */
export const withoutFlags =
  (...flags: readonly string[]) =>
  () => {
    const user = session.user;
    if (user) setUser({ ...user, feature_flags: user.feature_flags.filter((flag) => !flags.includes(flag)) });
  };

/** The address the story's router is at, as a user would read it in the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The page with the toasts and the address bar, as in the portal. */
export function PageWithToasts() {
  return (
    <>
      <ApplianceManagementPage />
      <AddressBar />
      <StatusRegion />
    </>
  );
}

/** The table row of an appliance, once the list has arrived. */
export async function findRow(shortName: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('gridcell', { name: shortName }, { timeout: 10_000 });
  const row = cell.closest<HTMLElement>('tr, [role="row"]');
  if (!row) throw new Error(`no row for ${shortName}`);
  return row;
}

export const inRow = (row: HTMLElement) => within(row);

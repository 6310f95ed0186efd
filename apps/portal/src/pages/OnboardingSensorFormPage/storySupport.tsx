import { Route, Routes } from 'react-router-dom';
import { userEvent } from 'storybook/test';
import { SiteConfigurationSection } from '../../onboarding/sites';
import { StatusRegion } from '../../StatusRegion';
import { OnboardingSensorFormPage } from './OnboardingSensorFormPage';

/** The form at its two routes, and the overview's Site Configuration it returns to after a save. */
export function SensorFormRoutes() {
  return (
    <>
      <Routes>
        <Route path="/onboarding/sensors/new" element={<OnboardingSensorFormPage />} />
        <Route path="/onboarding/sensors/edit/:uuid" element={<OnboardingSensorFormPage />} />
        <Route path="/onboarding" element={<SiteConfigurationSection />} />
      </Routes>
      <StatusRegion />
    </>
  );
}

interface Queries {
  findByRole: (role: string, options: { name: string | RegExp }) => Promise<HTMLElement>;
}

export const field = (canvas: Queries, role: 'textbox' | 'combobox', name: string) =>
  canvas.findByRole(role, { name: new RegExp(`^${name}`) });

/** Types into a field and leaves it, so its status shows. */
export async function typeInto(canvas: Queries, name: string, text: string) {
  const input = await field(canvas, 'textbox', name);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
}

/** A static address that is valid: 10.40.1.10/24 via 10.40.1.1, DNS 10.40.0.53. */
export async function fillStaticNetwork(canvas: Queries) {
  await typeInto(canvas, 'IP Address', '10.40.1.10');
  await typeInto(canvas, 'Subnet Mask', '/24');
  await typeInto(canvas, 'Gateway', '10.40.1.1');
  await typeInto(canvas, 'Primary DNS Server', '10.40.0.53');
}

import { Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { ContactsSection } from '../../onboarding/contacts';
import { StatusRegion } from '../../StatusRegion';
import { OnboardingContactFormPage } from './OnboardingContactFormPage';

/** The form at its two routes, and the overview's contact list it returns to after a save. */
export function ContactFormRoutes() {
  return (
    <>
      <Routes>
        <Route path="/onboarding/contacts/new" element={<OnboardingContactFormPage />} />
        <Route path="/onboarding/contacts/edit/:uuid" element={<OnboardingContactFormPage />} />
        <Route path="/onboarding" element={<ContactsSection />} />
      </Routes>
      <StatusRegion />
    </>
  );
}

interface Queries {
  findByRole: (role: string, options: { name: string | RegExp }) => Promise<HTMLElement>;
}

/** Types a new person: name, email and a US phone typed without '+'. */
export async function fillPerson(canvas: Queries, first: string, last: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /^First Name/ }), first);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Last Name/ }), last);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /^Email/ }),
    `${first}.${last}@birchfield-legal.example`.toLowerCase(),
  );
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Primary Phone Number/ }), '(617) 555-0199');
  await userEvent.tab();
  await expect(await canvas.findByRole('textbox', { name: /^Primary Phone Number/ })).toHaveValue('+16175550199');
}

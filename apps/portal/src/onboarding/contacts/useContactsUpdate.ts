import type { Contact } from '@portal/api';
import { useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { changedContacts } from './contactSelections';
import { contactInput } from './contactForm';

export interface ContactsUpdate {
  /** What the selectors show: the change being saved, else the saved contacts. */
  contacts: readonly Contact[];
  /** Saves every contact that differs from the saved list, one update each. */
  apply: (next: readonly Contact[]) => Promise<void>;
  saving: boolean;
}

/**
 * The selectors' saves (portal-onboarding §4): the new choice shows at once while its updates run; when one fails
 * (the failure toast says why), the contacts go back to the last saved state, read again from the server.
 */
export function useContactsUpdate(saved: readonly Contact[], refresh: () => Promise<unknown>): ContactsUpdate {
  const update = useApiMutation('updateContact');
  const [draft, setDraft] = useState<readonly Contact[] | null>(null);

  const apply = async (next: readonly Contact[]) => {
    const changes = changedContacts(saved, next);
    if (changes.length === 0) return;
    setDraft(next);
    for (const contact of changes) {
      const reply = await update.run({ params: { id: contact.id }, body: contactInput(contact) });
      if (reply === undefined) break;
    }
    await refresh();
    setDraft(null);
  };

  return { contacts: draft ?? saved, apply, saving: draft !== null };
}

import type { Contact } from '@portal/api';
import { FORM_ERROR, type FormSubmitResult } from '@portal/ui';
import { useApiMutation } from '../../api/useApiMutation';
import { displayName } from '../../onboarding/contacts/contactAccess';
import { formToContact, contactInput, type ContactFormValues } from '../../onboarding/contacts/contactForm';
import { demoted, primaryToDemote } from '../../onboarding/contacts/contactSelections';
import { showStatus } from '../../state/appStore';
import { CONTACT_FORM_TEXTS } from './contactFormOptions';

/**
 * Saves the form (portal-onboarding §4): a new contact is created, an existing one updated; a new primary then
 * demotes the old primary to normal (the second update). A failure keeps everything typed and says why on the form.
 */
export function useSaveContact(contacts: readonly Contact[], uuid: string | undefined) {
  const create = useApiMutation('createContact', { failure: false, invalidates: ['contacts'] });
  const update = useApiMutation('updateContact', { failure: false, invalidates: ['contacts'] });
  const demote = useApiMutation('updateContact', { invalidates: ['contacts'] });

  return async (values: ContactFormValues): Promise<FormSubmitResult> => {
    const body = formToContact(values);
    let failure: string | undefined;
    const reply =
      uuid === undefined
        ? await create.run({ body }, (error) => (failure = error.message))
        : await update.run({ params: { id: uuid }, body }, (error) => (failure = error.message));
    if (reply === undefined) return { [FORM_ERROR]: failure ?? 'The contact could not be saved.' };
    const previous = primaryToDemote(contacts, reply.contact.id, body.is_primary_contact);
    if (previous !== undefined) {
      const demotedReply = await demote.run({ params: { id: previous.id }, body: contactInput(demoted(previous)) });
      if (demotedReply !== undefined) showStatus(CONTACT_FORM_TEXTS.demoted(displayName(previous)), 'info');
    }
    showStatus(uuid === undefined ? CONTACT_FORM_TEXTS.added : CONTACT_FORM_TEXTS.updated, 'success');
    return undefined;
  };
}

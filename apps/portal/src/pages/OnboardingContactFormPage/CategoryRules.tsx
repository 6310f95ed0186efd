import { useForm, useFormState } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { applyCategoryRules, type ContactFormValues } from '../../onboarding/contacts/contactForm';

/**
 * Applies the §4 category rules when the category changes: a shipping contact or a distribution list loses its access
 * and sponsorship at once (the boxes hide and clear), a shipping contact also its type, reports and escalations.
 */
export function CategoryRules() {
  const form = useForm<ContactFormValues>('CategoryRules');
  const { values } = useFormState<ContactFormValues>({ subscription: { values: true } });
  const category = values.contactCategory;
  const last = useRef(category);
  useEffect(() => {
    if (last.current === category) return;
    last.current = category;
    const current = form.getState().values;
    const ruled = applyCategoryRules(current);
    form.batch(() => {
      for (const key of Object.keys(ruled) as (keyof ContactFormValues)[])
        if (ruled[key] !== current[key]) form.change(key, ruled[key]);
    });
  }, [category, form]);
  return null;
}

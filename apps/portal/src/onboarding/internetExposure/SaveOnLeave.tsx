import { useFormState } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { EXPOSURE_TEXT_FIELDS } from './exposureRules';

type TextField = (typeof EXPOSURE_TEXT_FIELDS)[number];

const isTextField = (name: string | undefined): name is TextField =>
  (EXPOSURE_TEXT_FIELDS as readonly (string | undefined)[]).includes(name);

/** Inside the form: calls `onLeave` when a list box loses focus (the section saves a list on blur, §4). */
export function SaveOnLeave({ onLeave }: { onLeave: (field: TextField) => void }) {
  const { active } = useFormState({ subscription: { active: true } });
  const previous = useRef<string | undefined>(active);
  useEffect(() => {
    const left = previous.current;
    previous.current = active;
    if (left !== active && isTextField(left)) onLeave(left);
  }, [active, onLeave]);
  return null;
}

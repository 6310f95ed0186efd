import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { Button } from '../Button';
import { ActionsRow } from './Form.styles';

export const SAVE_INTENTS = ['save', 'saveAndAdd'] as const;
export type SaveIntent = (typeof SAVE_INTENTS)[number];

export interface FormActionsProps {
  /** Shows Cancel; the app asks about unsaved changes (useUnsavedChangesGuard) and leaves. */
  onCancel?: () => void;
  /** Shows 'Save & Add': after a successful save the form starts again, empty, for the next entry. */
  saveAndAdd?: boolean;
  /** Called after a successful save with the button pressed, e.g. to leave the page after 'save'. */
  onSaved?: (intent: SaveIntent) => void;
  cancelLabel?: string;
  saveLabel?: string;
  saveAndAddLabel?: string;
  savingLabel?: string;
  className?: string;
}

/**
 * Cancel, 'Save & Add' and Save at the foot of a form (portal-onboarding §2.3). The save buttons stay disabled
 * until the form is changed and valid; the pressed one reads 'Saving...' while the form submits. Save is the
 * form's default button, so Enter in a field saves too. Cancel is unavailable while the form saves.
 */
export function FormActions({
  onCancel,
  saveAndAdd = false,
  onSaved,
  cancelLabel = 'Cancel',
  saveLabel = 'Save',
  saveAndAddLabel = 'Save & Add',
  savingLabel = 'Saving...',
  className,
}: FormActionsProps) {
  const form = useForm('FormActions');
  const { dirty, hasValidationErrors, submitting } = useFormState({
    subscription: { dirty: true, hasValidationErrors: true, submitting: true },
  });
  const [pressed, setPressed] = useState<SaveIntent>('save');
  const blocked = !dirty || hasValidationErrors || submitting;

  const save = async (intent: SaveIntent) => {
    setPressed(intent);
    await form.submit();
    if (!form.getState().submitSucceeded) return;
    if (intent === 'saveAndAdd') form.restart();
    onSaved?.(intent);
  };

  const label = (intent: SaveIntent, idle: string) => (submitting && pressed === intent ? savingLabel : idle);
  return (
    <ActionsRow className={className} data-portal-id="form-actions">
      {/* Unavailable while the form saves: leaving then would not stop the save it seems to abandon. */}
      {onCancel && (
        <Button unavailable={submitting} onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {saveAndAdd && (
        <Button
          disabled={blocked}
          loading={submitting && pressed === 'saveAndAdd'}
          onClick={() => {
            void save('saveAndAdd');
          }}
        >
          {label('saveAndAdd', saveAndAddLabel)}
        </Button>
      )}
      <Button
        type="submit"
        variant="primary"
        disabled={blocked}
        loading={submitting && pressed === 'save'}
        onClick={(event) => {
          event.preventDefault();
          void save('save');
        }}
      >
        {label('save', saveLabel)}
      </Button>
    </ActionsRow>
  );
}

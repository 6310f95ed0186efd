import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { TextField } from './TextField';
import { UnsavedChangesDialog, type UnsavedChangesVariant } from './UnsavedChangesDialog';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const save = () => undefined;

function useFormGuard(variant: UnsavedChangesVariant) {
  const { dirty, submitSucceeded } = useFormState({ subscription: { dirty: true, submitSucceeded: true } });
  return useUnsavedChangesGuard({ when: dirty === true && submitSucceeded !== true, variant });
}

function GuardedFields({ onLeave }: { onLeave: () => void }) {
  const guard = useFormGuard('leave');
  return (
    <>
      <TextField name="firstName" label="First Name" />
      <FormActions
        onCancel={() => {
          void guard.confirmLeave().then((leave) => {
            if (leave) onLeave();
          });
        }}
      />
      <UnsavedChangesDialog {...guard.dialogProps} />
    </>
  );
}

/** For stories: an add-contact page whose Cancel asks before unsaved data is lost. */
export function GuardedPage() {
  const [left, setLeft] = useState(false);
  if (left) return <p>You left the page.</p>;
  return (
    <Form onSubmit={save} aria-label="Add Contact">
      <GuardedFields
        onLeave={() => {
          setLeft(true);
        }}
      />
    </Form>
  );
}

function GuardedDialog({ onClose }: { onClose: () => void }) {
  const guard = useFormGuard('close');
  const close = () => {
    void guard.confirmLeave().then((leave) => {
      if (leave) onClose();
    });
  };
  return (
    <>
      <Modal open title="Edit Contact" onClose={close}>
        <TextField name="role" label="Title" />
      </Modal>
      <UnsavedChangesDialog {...guard.dialogProps} />
    </>
  );
}

/** For stories: a dialog with a form whose close button asks before unsaved data is lost. */
export function GuardedModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Edit contact
      </Button>
      {open && (
        <Form onSubmit={save} aria-label="Edit Contact">
          <GuardedDialog
            onClose={() => {
              setOpen(false);
            }}
          />
        </Form>
      )}
    </>
  );
}

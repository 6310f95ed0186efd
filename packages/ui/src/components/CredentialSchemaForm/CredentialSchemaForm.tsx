import { useEffect, useMemo } from 'react';
import { useFormState } from 'react-final-form';
import {
  Form,
  FormActions,
  TextField,
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  type FormSubmitResult,
} from '../Form';
import {
  credentialSubmission,
  hasStoredSecret,
  initialCredentialValues,
  type CredentialFormValues,
} from './credentialValues';
import { isFieldVisible, orderedFields } from './dependentFields';
import { KeptSecretField } from './KeptSecretField';
import { CREDENTIAL_MESSAGES } from './schemaValidators';
import { SchemaFieldControl } from './SchemaFieldControl';
import { SubmitErrorAlert } from './SubmitErrorAlert';
import type { CredentialFormSchema, CredentialSubmission, StoredCredential } from './types';

export interface CredentialSchemaFormProps {
  /** The connected-account schema: its fields are shown in `order`, after 'Account Name'. */
  schema: CredentialFormSchema;
  /** The stored account when editing: its values fill the form, except sensitive ones. */
  credential?: StoredCredential;
  /**
   * Receives the account name and only the secrets to set or change. Resolve with errors to reject fields, or with
   * `{ [FORM_ERROR]: { message, status } }` (CredentialSubmitError) to show the server's rejection in an alert.
   */
  onSubmit: (submission: CredentialSubmission) => FormSubmitResult | Promise<FormSubmitResult>;
  /** Shows Cancel; with unsaved changes it asks first, then calls this. */
  onCancel?: () => void;
  /** Tells the app when there are unsaved changes, e.g. to block its router. */
  onDirtyChange?: (dirty: boolean) => void;
  submitLabel?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

interface PartsProps {
  schema: CredentialFormSchema;
  credential: StoredCredential | undefined;
  disabled: boolean;
}

function SchemaFields({ schema, credential, disabled }: PartsProps) {
  const { values } = useFormState<CredentialFormValues>({ subscription: { values: true } });
  const secrets = values.secrets ?? {};
  return orderedFields(schema)
    .filter((field) => isFieldVisible(schema, field, secrets))
    .map((field) =>
      field.sensitive && hasStoredSecret(credential, field) ? (
        <KeptSecretField key={field.name} schema={schema} field={field} disabled={disabled} />
      ) : (
        <SchemaFieldControl key={field.name} schema={schema} field={field} disabled={disabled} />
      ),
    );
}

function Footer({
  submitLabel,
  onCancel,
  onDirtyChange,
}: Pick<CredentialSchemaFormProps, 'onCancel' | 'onDirtyChange'> & { submitLabel: string }) {
  const { dirty, submitSucceeded } = useFormState({ subscription: { dirty: true, submitSucceeded: true } });
  const unsaved = dirty === true && submitSucceeded !== true;
  const guard = useUnsavedChangesGuard({ when: unsaved });
  useEffect(() => {
    onDirtyChange?.(unsaved);
  }, [onDirtyChange, unsaved]);
  return (
    <>
      <FormActions
        saveLabel={submitLabel}
        savingLabel="Submitting..."
        onCancel={
          onCancel &&
          (() => {
            void guard.confirmLeave().then((leave) => {
              if (leave) onCancel();
            });
          })
        }
      />
      <UnsavedChangesDialog {...guard.dialogProps} />
    </>
  );
}

/**
 * The account-information step of connecting an account (portal-onboarding §2.6, §3, §5): 'Account Name' and the
 * schema's fields by data type, with the schema's validators and messages. Sensitive fields are never pre-filled;
 * on edit they offer 'Use existing value'. Submit is enabled once the form is valid and changed. A rejected submit
 * shows in an alert: a warning for a bad request, danger otherwise (§8).
 */
export function CredentialSchemaForm({
  schema,
  credential,
  onSubmit,
  onCancel,
  onDirtyChange,
  submitLabel = 'Submit',
  disabled = false,
  'aria-label': ariaLabel,
}: CredentialSchemaFormProps) {
  const initialValues = useMemo(() => initialCredentialValues(schema, credential), [schema, credential]);
  return (
    <Form<CredentialFormValues>
      aria-label={ariaLabel ?? `${schema.display_name} account`}
      initialValues={initialValues}
      onSubmit={(values) => onSubmit(credentialSubmission(schema, values, credential))}
    >
      <SubmitErrorAlert />
      <TextField
        name="name"
        label="Account Name"
        required
        requiredMessage={CREDENTIAL_MESSAGES.required}
        autoComplete="off"
        disabled={disabled}
      />
      <SchemaFields schema={schema} credential={credential} disabled={disabled} />
      <Footer submitLabel={submitLabel} onCancel={onCancel} onDirtyChange={onDirtyChange} />
    </Form>
  );
}

import type { CloudSection } from '@portal/api';
import { Form, useFormState } from '@portal/ui';
import type { ReactNode } from 'react';
import { MarkCompleteButton } from '../completion';
import { useStableValue } from '../contacts/useStableValue';
import { partFormChange, partFormValues, TYPED_FIELDS, type CloudFormValues } from './cloudForms';
import {
  isCompletable,
  markCompleteDisabled,
  withCloudChange,
  type CloudPart,
  type CloudPartChange,
  type CompletablePart,
} from './cloudParts';
import { CLOUD_PART_TITLES } from './cloudTexts';
import { PartFooter } from './CloudSensorSection.styles';
import { SaveWhenChanged } from './SaveWhenChanged';

export interface CloudPartFormProps<P extends CloudPart> {
  part: P;
  /** The section as shown (the latest change, saved or not). */
  cloud: CloudSection;
  canEdit: boolean;
  onChange: (change: CloudPartChange<P>) => Promise<void>;
  /** The part's fields. */
  children: ReactNode;
}

/** One cloud part's form: its fields saved after every change, and its Mark Complete / Mark Incomplete. */
export function CloudPartForm<P extends CloudPart>({
  part,
  cloud,
  canEdit,
  onChange,
  children,
}: CloudPartFormProps<P>) {
  const initialValues = useStableValue(partFormValues(cloud, part));
  return (
    <Form<CloudFormValues[P]>
      aria-label={CLOUD_PART_TITLES[part]}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      onSubmit={() => undefined}
    >
      <SaveWhenChanged
        initialValues={initialValues}
        typed={TYPED_FIELDS[part] ?? []}
        onChange={(values) => void onChange(partFormChange(part, values))}
      />
      {children}
      {isCompletable(part) && <PartCompletion part={part} cloud={cloud} canEdit={canEdit} onChange={onChange} />}
    </Form>
  );
}

interface PartCompletionProps<P extends CompletablePart> {
  part: P;
  cloud: CloudSection;
  canEdit: boolean;
  onChange: (change: CloudPartChange<P>) => Promise<void>;
}

/**
 * Mark Complete reads the form as it stands (a licence count typed but not yet left counts), so it is enabled as
 * soon as the required selections are made (portal-onboarding §5), and its save carries them.
 */
function PartCompletion<P extends CompletablePart>({ part, cloud, canEdit, onChange }: PartCompletionProps<P>) {
  const { values, hasValidationErrors } = useFormState<CloudFormValues[P]>({
    subscription: { values: true, hasValidationErrors: true },
  });
  const entered = partFormChange(part, values);
  const complete = cloud[part].completed;
  const disabled = complete
    ? !canEdit
    : hasValidationErrors || markCompleteDisabled(withCloudChange(cloud, part, entered), part, canEdit);
  return (
    <PartFooter>
      <MarkCompleteButton
        complete={complete}
        disabled={disabled}
        onChange={(next) => onChange({ ...entered, completed: next })}
      />
    </PartFooter>
  );
}

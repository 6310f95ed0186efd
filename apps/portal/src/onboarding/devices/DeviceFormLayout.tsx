import { Form, FormActions, type FormSubmitResult } from '@portal/ui';
import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LeaveGuard } from '../../kit';
import type { DeviceFormValues } from './deviceForm';
import { DeviceColumns, PanelStack, SummaryColumn } from './DeviceForm.styles';

export interface DeviceFormLayoutProps<Values extends DeviceFormValues> {
  title: string;
  /** Configure (new) shows 'Save and add'. */
  isNew: boolean;
  initialValues: Values;
  onSubmit: (values: Values) => Promise<FormSubmitResult>;
  /** Where Cancel and Save go: the overview at this device's list. */
  listPath: string;
  /** The form's content inside the form: rules, then `DeviceColumns` (the panels, then the Summary). */
  children: ReactNode;
}

/**
 * The sensor and scanner forms' shell (portal-onboarding §2.4): the panels on the left, the Summary on the right,
 * Cancel / 'Save and add' (new only) / Save, and the unsaved-changes question of the contact form (§2.3).
 */
export function DeviceFormLayout<Values extends DeviceFormValues>({
  title,
  isNew,
  initialValues,
  onSubmit,
  listPath,
  children,
}: DeviceFormLayoutProps<Values>) {
  const navigate = useNavigate();
  const allowLeave = useRef(false);
  const confirmRef = useRef<(() => Promise<boolean>) | null>(null);
  const backToList = () => {
    allowLeave.current = true;
    void navigate(listPath);
  };
  const cancel = async () => {
    const leave = (await confirmRef.current?.()) ?? true;
    if (leave) backToList();
  };
  return (
    <Form<Values> aria-label={title} initialValues={initialValues} onSubmit={onSubmit}>
      <LeaveGuard allowLeave={allowLeave} confirmRef={confirmRef} />
      {children}
      <FormActions
        saveAndAdd={isNew}
        saveAndAddLabel="Save and add"
        onCancel={() => void cancel()}
        onSaved={(intent) => {
          if (intent === 'save') backToList();
        }}
      />
    </Form>
  );
}

/** The panels on the left, the Summary on the right. */
export function DeviceColumnsLayout({ panels, summary }: { panels: ReactNode; summary: ReactNode }) {
  return (
    <DeviceColumns>
      <PanelStack>{panels}</PanelStack>
      <SummaryColumn>{summary}</SummaryColumn>
    </DeviceColumns>
  );
}

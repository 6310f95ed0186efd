import type { ReactNode } from 'react';
import type { FieldStatusValue } from './fieldValidation';
import { FieldStatus } from './FieldStatus';
import { FieldDescription, FieldLabel, FieldRoot, RequiredMark } from './Form.styles';

export interface FormFieldProps {
  label: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  description?: ReactNode;
  required?: boolean;
  status?: FieldStatusValue;
  /** The ids the control refers to: its own (for the label), the description's and the status's. */
  ids: { control: string; label?: string; description: string; status: string };
  /** The control, carrying `id={ids.control}` and the matching aria-describedby. */
  children: ReactNode;
  /** Extra lines under the control, before the status (e.g. a count). */
  footer?: ReactNode;
  className?: string;
}

/** The layout of one field: label with required mark, description, control, and its status once touched. */
export function FormField({
  label,
  hideLabel = false,
  description,
  required,
  status,
  ids,
  children,
  footer,
  className,
}: FormFieldProps) {
  return (
    <FieldRoot className={className} data-portal-id="form-field">
      <FieldLabel htmlFor={ids.control} id={ids.label} $hidden={hideLabel}>
        {label}
        {required === true && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {description !== undefined && <FieldDescription id={ids.description}>{description}</FieldDescription>}
      {children}
      {footer}
      {status && (
        <FieldStatus id={ids.status} intent={status.intent}>
          {status.message}
        </FieldStatus>
      )}
    </FieldRoot>
  );
}

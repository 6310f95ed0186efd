import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import type { FieldStatusIntent } from './fieldValidation';
import { StatusLine } from './Form.styles';

const STATUS_ICONS: Record<FieldStatusIntent, IconName> = { error: 'exclamation', warning: 'info', success: 'check' };

export interface FieldStatusProps {
  intent: FieldStatusIntent;
  children: ReactNode;
  /** Referenced by the control's aria-describedby. */
  id?: string;
}

/** The message under a control. Errors are alerts, announced when they appear; the rest are polite. */
export function FieldStatus({ intent, children, id }: FieldStatusProps) {
  return (
    <StatusLine
      id={id}
      $intent={intent}
      role={intent === 'error' ? 'alert' : 'status'}
      data-intent={intent}
      data-portal-id="field-status"
    >
      <Icon name={STATUS_ICONS[intent]} size="sm" />
      <span>{children}</span>
    </StatusLine>
  );
}

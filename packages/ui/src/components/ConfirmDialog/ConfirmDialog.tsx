import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { ConfirmWarning } from './ConfirmDialog.styles';

export const CONFIRM_DIALOG_VARIANTS = ['default', 'danger'] as const;
export type ConfirmDialogVariant = (typeof CONFIRM_DIALOG_VARIANTS)[number];

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, read out when the dialog opens. */
  message: ReactNode;
  /** A consequence to weigh, shown below the message in the warning colour. */
  warning?: ReactNode;
  /** Further content: e.g. a field the user must fill before confirming. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions: a red confirm button. */
  variant?: ConfirmDialogVariant;
  /** Keeps the confirm button disabled, e.g. until a typed customer name matches. */
  confirmDisabled?: boolean;
  /** The confirmed action is running: the confirm button shows a spinner and ignores clicks. */
  busy?: boolean;
  onConfirm: () => void;
  /** Called by Cancel, Escape, the close button and a click on the backdrop. */
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  warning,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'default',
  confirmDisabled = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // Cancel takes the first focus, so an accidental Enter never confirms.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            disabled={confirmDisabled}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {warning !== undefined && <ConfirmWarning>{warning}</ConfirmWarning>}
      {children}
    </Modal>
  );
}

import { ConfirmDialog } from '../ConfirmDialog';

export const UNSAVED_CHANGES_VARIANTS = ['leave', 'close'] as const;
export type UnsavedChangesVariant = (typeof UNSAVED_CHANGES_VARIANTS)[number];

/** portal-onboarding §2.3: leaving a page, or closing a dialog, with unsaved data. */
export const UNSAVED_CHANGES_MESSAGES: Record<UnsavedChangesVariant, string> = {
  leave: 'All newly entered data will be lost. Are you sure you want to leave?',
  close: 'All newly entered data will be lost. Are you sure you want to close?',
};

const CONFIRM_LABELS: Record<UnsavedChangesVariant, string> = { leave: 'Leave', close: 'Close without saving' };

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** 'leave' for a page, 'close' for a dialog. */
  variant?: UnsavedChangesVariant;
  title?: string;
  /** The user chose to discard the changes. */
  onConfirm: () => void;
  /** The user stays (Keep editing, Escape, the close button or the backdrop). */
  onCancel: () => void;
}

/** Asks before unsaved data is discarded. Usually rendered with the props from useUnsavedChangesGuard. */
export function UnsavedChangesDialog({
  open,
  variant = 'leave',
  title = 'Unsaved Changes',
  onConfirm,
  onCancel,
}: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={UNSAVED_CHANGES_MESSAGES[variant]}
      confirmLabel={CONFIRM_LABELS[variant]}
      cancelLabel="Keep editing"
      variant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

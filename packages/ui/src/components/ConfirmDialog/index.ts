export {
  ConfirmDialog,
  CONFIRM_DIALOG_VARIANTS,
  type ConfirmDialogProps,
  type ConfirmDialogVariant,
} from './ConfirmDialog';

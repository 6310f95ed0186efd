export { CopyButton, COPY_CONFIRMATION_MS, COPY_MESSAGES, type CopyButtonProps } from './CopyButton';

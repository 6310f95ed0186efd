export { ToastStack, type ToastStackProps } from './ToastStack';
export { TOAST_COLOURS, TOAST_TIMEOUT_MS, type Toast, type ToastColour } from './toastTypes';

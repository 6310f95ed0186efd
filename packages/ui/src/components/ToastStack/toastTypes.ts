import type { ReactNode } from 'react';
import type { IconName } from '../../icons';

/** Toasts clear after 6000 ms (portal-core §9). */
export const TOAST_TIMEOUT_MS = 6000;

export const TOAST_COLOURS = ['success', 'info', 'warning', 'danger'] as const;
export type ToastColour = (typeof TOAST_COLOURS)[number];

export interface Toast {
  id: number | string;
  message: ReactNode;
  colour: ToastColour;
}

export const TOAST_ICONS: Record<ToastColour, IconName> = {
  success: 'check',
  info: 'info',
  warning: 'exclamation',
  danger: 'exclamation',
};

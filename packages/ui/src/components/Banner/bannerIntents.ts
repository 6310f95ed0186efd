import type { IconName } from '../../icons';

export const BANNER_INTENTS = ['info', 'success', 'warning', 'danger'] as const;
export type BannerIntent = (typeof BANNER_INTENTS)[number];

export const BANNER_ICONS: Record<BannerIntent, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'exclamation',
  danger: 'exclamation',
};

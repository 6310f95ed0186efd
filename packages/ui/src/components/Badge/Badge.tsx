import type { ReactNode } from 'react';
import type { Intent } from '../../theme/tokens';
import { badgeIntentForStatus } from './badgeIntent';
import { BadgeRoot, type BadgeAppearance } from './Badge.styles';

interface BadgeBaseProps {
  appearance?: BadgeAppearance;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  className?: string;
}

/** A status word such as 'HEALTHY': its intent follows portal-core §4 unless `intent` overrides it. */
interface StatusBadgeProps extends BadgeBaseProps {
  status: string;
  intent?: Intent;
  /** Shown instead of the status word (the status still picks the colour). */
  children?: ReactNode;
}

interface IntentBadgeProps extends BadgeBaseProps {
  status?: undefined;
  intent: Intent;
  children: ReactNode;
}

export type BadgeProps = StatusBadgeProps | IntentBadgeProps;

export function Badge({ status, intent, appearance = 'subtle', icon, children, className }: BadgeProps) {
  const resolvedIntent = intent ?? badgeIntentForStatus(status);
  return (
    <BadgeRoot
      $intent={resolvedIntent}
      $appearance={appearance}
      className={className}
      data-intent={resolvedIntent}
      data-portal-id="badge"
    >
      {icon}
      {children ?? status}
    </BadgeRoot>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import { EmptyAction, EmptyDescription, EmptyIcon, EmptyRoot, EmptyTitle } from './EmptyState.styles';

export const EMPTY_STATE_HEADING_LEVELS = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof EMPTY_STATE_HEADING_LEVELS)[number];

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: IconName;
  /** The way forward: a button or link, e.g. 'Go to Downloads'. */
  action?: ReactNode;
  /** Fit the heading into the page outline (default 3, inside a panel titled h2). */
  headingLevel?: EmptyStateHeadingLevel;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 3, className }: EmptyStateProps) {
  return (
    <EmptyRoot className={className} data-portal-id="empty-state">
      {icon !== undefined && (
        <EmptyIcon>
          <Icon name={icon} size="lg" />
        </EmptyIcon>
      )}
      <EmptyTitle as={`h${headingLevel}`}>{title}</EmptyTitle>
      {description !== undefined && <EmptyDescription>{description}</EmptyDescription>}
      {action !== undefined && <EmptyAction>{action}</EmptyAction>}
    </EmptyRoot>
  );
}

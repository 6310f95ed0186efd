import type { ReactNode } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { errorIconForStatus } from './errorIcon';
import { ErrorContent, ErrorIconSlot, ErrorMessage, ErrorRoot, ErrorTitle } from './ErrorPanel.styles';

export interface ErrorPanelProps {
  /** What went wrong, in the words of the error catalogue (portal-core §8). */
  message: ReactNode;
  /** The HTTP status (0 for no connection); it picks the icon. */
  status?: number;
  title?: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is running: the button shows a spinner. */
  retrying?: boolean;
  className?: string;
}

export function ErrorPanel({
  message,
  status,
  title,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  className,
}: ErrorPanelProps) {
  const icon = errorIconForStatus(status);
  return (
    <ErrorRoot role="alert" className={className} data-portal-id="error-panel" data-icon-name={icon}>
      <ErrorIconSlot>
        <Icon name={icon} size="lg" />
      </ErrorIconSlot>
      <ErrorContent>
        {title !== undefined && <ErrorTitle>{title}</ErrorTitle>}
        <ErrorMessage>{message}</ErrorMessage>
        {onRetry && (
          <Button size="sm" icon={<Icon name="refresh" />} loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
      </ErrorContent>
    </ErrorRoot>
  );
}

import type { ReactNode } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { BANNER_ICONS, type BannerIntent } from './bannerIntents';
import { BannerContent, BannerIcon, BannerRoot, BannerTitle } from './Banner.styles';

export interface BannerProps {
  intent?: BannerIntent;
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button that calls this; the app hides the banner. */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
}

/**
 * A message across a page or section. Warnings and errors are alerts (announced when they appear); info and success
 * are polite status messages.
 */
export function Banner({
  intent = 'info',
  title,
  children,
  onClose,
  closeLabel = 'Dismiss banner',
  className,
}: BannerProps) {
  const urgent = intent === 'warning' || intent === 'danger';
  return (
    <BannerRoot
      $intent={intent}
      role={urgent ? 'alert' : 'status'}
      className={className}
      data-intent={intent}
      data-portal-id="banner"
    >
      <BannerIcon $intent={intent}>
        <Icon name={BANNER_ICONS[intent]} />
      </BannerIcon>
      <BannerContent>
        {title !== undefined && <BannerTitle>{title}</BannerTitle>}
        <div>{children}</div>
      </BannerContent>
      {onClose && (
        <Button variant="ghost" size="sm" icon={<Icon name="close" />} aria-label={closeLabel} onClick={onClose} />
      )}
    </BannerRoot>
  );
}

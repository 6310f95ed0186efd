import type { Size } from '../../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden';
import { SpinnerCircle, SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps {
  /** What is loading, announced politely to assistive technology. */
  label?: string;
  /** Show the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
  size?: Size;
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <SpinnerRoot role="status" aria-live="polite" className={className} data-portal-id="spinner">
      <SpinnerCircle $size={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" strokeDasharray="42 100" />
      </SpinnerCircle>
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}

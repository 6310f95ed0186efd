import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import type { Size } from '../../theme/tokens';
import { Spinner } from '../Spinner';
import { StyledButton, type ButtonVariant } from './Button.styles';

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>;

interface ButtonBaseProps extends NativeButtonProps {
  variant?: ButtonVariant;
  size?: Size;
  /**
   * Shows a spinner, keeps the width and blocks clicks while an action runs. The button stays focusable
   * (`aria-disabled`, not `disabled`): a keyboard user who pressed it keeps their place instead of losing focus to the page.
   */
  loading?: boolean;
  /** An icon before the label (decorative: the label names the button). */
  icon?: ReactNode;
}

/** Content that renders a visible label: undefined, null and booleans render nothing, so they are not one. */
export type ButtonLabel = Exclude<ReactNode, undefined | null | boolean>;

export interface LabelledButtonProps extends ButtonBaseProps {
  children: ButtonLabel;
  'aria-label'?: string;
}

/** A button with only an icon must say what it does: the type requires `aria-label`. */
export interface IconOnlyButtonProps extends ButtonBaseProps {
  children?: undefined;
  icon: ReactNode;
  'aria-label': string;
}

export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, icon, children, disabled, type = 'button', onClick, ...rest },
  ref,
) {
  const iconOnly = children === undefined;
  const busy = loading && !disabled;
  // A busy button ignores presses (and, as a submit button, the form's submission) until its action ends.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $iconOnly={iconOnly}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      data-portal-id="button"
      {...rest}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" label="" /> : icon}
      {children}
    </StyledButton>
  );
});

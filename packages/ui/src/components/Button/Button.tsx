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
  /**
   * Unavailable for now (e.g. while another action it would clash with runs), without a spinner: marked
   * `aria-disabled` and ignoring presses like a loading button, and focusable for the same reason.
   */
  unavailable?: boolean;
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
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    unavailable = false,
    icon,
    children,
    disabled,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const iconOnly = children === undefined;
  const blocked = (loading || unavailable) && !disabled;
  // A busy or unavailable button ignores presses (and, as a submit button, the form's submission) meanwhile.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
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
      aria-disabled={blocked || undefined}
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

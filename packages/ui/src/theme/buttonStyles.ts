import { css, type RuleSet } from 'styled-components';
import type { Intent, Size } from './tokens';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** A button filled with an intent's colour, its border the fill itself or the intent's own border colour. */
function filled(intent: Intent, border: 'main' | 'border'): RuleSet<object> {
  return css`
    background: ${({ theme }) => theme.colors.intent[intent].main};
    border-color: ${({ theme }) => theme.colors.intent[intent][border]};
    color: ${({ theme }) => theme.colors.intent[intent].contrast};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.intent[intent].shade};
    }
  `;
}

const variantStyles: Record<ButtonVariant, RuleSet<object>> = {
  primary: filled('primary', 'main'),
  secondary: filled('neutral', 'border'),
  danger: filled('danger', 'main'),
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text.link};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.background.hover};
    }
  `,
};

const sizeStyles: Record<Size, RuleSet<object>> = {
  sm: css`
    min-height: ${({ theme }) => theme.sizes.control.sm};
    padding: ${({ theme }) => theme.spacing(0, 1)};
    font-size: ${({ theme }) => theme.typography.size.xs};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.control.md};
    padding: ${({ theme }) => theme.spacing(0, 2)};
    font-size: ${({ theme }) => theme.typography.size.sm};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.sizes.control.lg};
    padding: ${({ theme }) => theme.spacing(0, 3)};
    font-size: ${({ theme }) => theme.typography.size.md};
  `,
};

/** A button with only an icon is square. */
function iconOnlyStyles(size: Size): RuleSet<object> {
  return css`
    min-width: ${({ theme }) => theme.sizes.control[size]};
    padding: 0;
  `;
}

const looks = new Map<string, RuleSet<object>>();

/**
 * The look of every button: Button's, and a plain `<button>`'s styled from its parent's stylesheet where a styled
 * component per instance costs too much (a cell of a virtualised table, rendered anew on every scroll jump).
 */
export function buttonStyles(variant: ButtonVariant, size: Size, iconOnly: boolean): RuleSet<object> {
  const key = `${variant}:${size}:${String(iconOnly)}`;
  const known = looks.get(key);
  if (known) return known;
  const look = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing(1)};
    border: ${({ theme }) => theme.sizes.border} solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    font-family: inherit;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    white-space: nowrap;
    cursor: pointer;
    transition: background ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
    ${variantStyles[variant]}
    ${sizeStyles[size]}
    ${iconOnly && iconOnlyStyles(size)}

    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.55;
    }

    &[aria-busy='true'] {
      cursor: progress;
    }
  `;
  looks.set(key, look);
  return look;
}

import { css, type RuleSet } from 'styled-components';
import type { Intent } from './tokens';

export const BADGE_APPEARANCES = ['subtle', 'solid'] as const;
export type BadgeAppearance = (typeof BADGE_APPEARANCES)[number];

/**
 * The shape of every badge: Badge's, and a plain `<span>`'s styled from its parent's stylesheet where a styled
 * component per instance costs too much (a cell of a virtualised table, rendered anew on every scroll jump).
 */
export const badgeStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing(0, 1)};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const colors = new Map<string, RuleSet<object>>();

/** A badge's colours for its intent and appearance. */
export function badgeColors(intent: Intent, appearance: BadgeAppearance): RuleSet<object> {
  const key = `${intent}:${appearance}`;
  const known = colors.get(key);
  if (known) return known;
  const rules =
    appearance === 'subtle'
      ? css`
          background: ${({ theme }) => theme.colors.intent[intent].subtle};
          border-color: ${({ theme }) => theme.colors.intent[intent].border};
          color: ${({ theme }) => theme.colors.intent[intent].text};
        `
      : css`
          background: ${({ theme }) => theme.colors.intent[intent].main};
          border-color: ${({ theme }) => theme.colors.intent[intent].main};
          color: ${({ theme }) => theme.colors.intent[intent].contrast};
        `;
  colors.set(key, rules);
  return rules;
}

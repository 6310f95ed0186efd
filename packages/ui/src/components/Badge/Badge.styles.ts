import { css, type RuleSet } from 'styled-components';
import { styled } from '../../theme/styledInterop';
import type { Intent } from '../../theme/tokens';

export const BADGE_APPEARANCES = ['subtle', 'solid'] as const;
export type BadgeAppearance = (typeof BADGE_APPEARANCES)[number];

const appearanceStyles: Record<BadgeAppearance, RuleSet<{ $intent: Intent }>> = {
  subtle: css<{ $intent: Intent }>`
    background: ${({ theme, $intent }) => theme.colors.intent[$intent].subtle};
    border-color: ${({ theme, $intent }) => theme.colors.intent[$intent].border};
    color: ${({ theme, $intent }) => theme.colors.intent[$intent].text};
  `,
  solid: css<{ $intent: Intent }>`
    background: ${({ theme, $intent }) => theme.colors.intent[$intent].main};
    border-color: ${({ theme, $intent }) => theme.colors.intent[$intent].main};
    color: ${({ theme, $intent }) => theme.colors.intent[$intent].contrast};
  `,
};

export const BadgeRoot = styled.span<{ $intent: Intent; $appearance: BadgeAppearance }>`
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
  ${({ $appearance }) => appearanceStyles[$appearance]}
`;

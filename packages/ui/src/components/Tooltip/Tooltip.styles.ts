import { css, type RuleSet } from 'styled-components';
import { styled } from '../../theme/styledInterop';

export const TOOLTIP_VARIANTS = ['default', 'light'] as const;
export type TooltipVariant = (typeof TOOLTIP_VARIANTS)[number];

const variantStyles: Record<TooltipVariant, RuleSet<object>> = {
  default: css`
    background: ${({ theme }) => theme.colors.text.primary};
    border-color: ${({ theme }) => theme.colors.text.primary};
    color: ${({ theme }) => theme.colors.text.inverse};
  `,
  light: css`
    background: ${({ theme }) => theme.colors.background.elevated};
    border-color: ${({ theme }) => theme.colors.border.medium};
    color: ${({ theme }) => theme.colors.text.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  `,
};

export const TooltipBubble = styled.div<{ $variant: TooltipVariant }>`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: ${({ theme }) => theme.sizes.tooltipWidth};
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: break-word;
  ${({ $variant }) => variantStyles[$variant]}
`;

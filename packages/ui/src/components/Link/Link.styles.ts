import { css, type RuleSet } from 'styled-components';
import { styled } from '../../theme/styledInterop';

/** 'button' looks like a primary button, for navigation that reads as a call to action ('Go to Downloads'). */
export const LINK_VARIANTS = ['inline', 'standalone', 'button'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

const variantStyles: Record<LinkVariant, RuleSet<object>> = {
  inline: css`
    text-decoration: underline;
  `,
  standalone: css`
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  `,
  button: css`
    justify-content: center;
    min-height: ${({ theme }) => theme.sizes.control.md};
    padding: ${({ theme }) => theme.spacing(0, 2)};
    border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.intent.primary.main}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.intent.primary.main};
    color: ${({ theme }) => theme.colors.intent.primary.contrast};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.intent.primary.shade};
    }
  `,
};

export const StyledLink = styled.a<{ $variant: LinkVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.colors.text.link};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-underline-offset: 0.2em;
  cursor: pointer;
  ${({ $variant }) => variantStyles[$variant]}
`;

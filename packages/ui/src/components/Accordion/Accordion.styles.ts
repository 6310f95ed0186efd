import { styled } from '../../theme/styledInterop';

export const AccordionRoot = styled.div`
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.primary};
`;

// Not `& + &`: styled-components writes that as the component's fixed class, so each theme's rule stays in the page and
// the last one inserted wins after a theme switch. `&` alone is the class of this theme's styles.
export const AccordionSection = styled.div`
  &:not(:first-child) {
    border-top: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  }
`;

export const AccordionHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const AccordionTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.lg};
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background.hover};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }

  & > svg {
    transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(90deg);
  }
`;

export const AccordionTitle = styled.span`
  flex: 1;
  min-width: 0;
`;

export const AccordionSummary = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  white-space: nowrap;
`;

export const AccordionPanel = styled.div`
  padding: ${({ theme }) => theme.spacing(0, 2, 2, 5)};
`;

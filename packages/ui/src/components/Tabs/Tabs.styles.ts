import { styled } from '../../theme/styledInterop';

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(0.5)};
  overflow-x: auto;
  border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
`;

export const TabButton = styled.button`
  position: relative;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.spacing(0, 2)};
  border: none;
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background.hover};
    color: ${({ theme }) => theme.colors.text.primary};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    height: ${({ theme }) => theme.spacing(0.25)};
    background: ${({ theme }) => theme.colors.intent.primary.main};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

export const TabPanel = styled.div`
  padding: ${({ theme }) => theme.spacing(2, 0)};
`;

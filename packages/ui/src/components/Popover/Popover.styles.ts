import { styled } from '../../theme/styledInterop';

export const PopoverSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: calc(${({ theme }) => theme.sizes.tooltipWidth} / 2);
  max-width: calc(100vw - ${({ theme }) => theme.spacing(4)});
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.background.elevated};
  color: ${({ theme }) => theme.colors.text.primary};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
  }
`;

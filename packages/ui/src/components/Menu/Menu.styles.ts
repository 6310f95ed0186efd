import { css } from 'styled-components';
import { styled } from '../../theme/styledInterop';
import { Link } from '../Link';

export const MenuSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  min-width: calc(${({ theme }) => theme.sizes.tooltipWidth} * 2 / 3);
  max-width: calc(100vw - ${({ theme }) => theme.spacing(4)});
  padding: ${({ theme }) => theme.spacing(0.5)};
  background: ${({ theme }) => theme.colors.background.elevated};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.spacing(0, 1.5)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.background.hover};
    text-decoration: none;
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

export const MenuItemButton = styled.button`
  ${itemStyles}
`;

export const MenuItemLink = styled(Link)`
  ${itemStyles}
`;

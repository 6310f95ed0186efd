import { styled } from '../../theme/styledInterop';
import { Link } from '../Link';

export const SideNavRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1)};
`;

export const SideNavGroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => theme.spacing(0, 1.5, 0.5)};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-transform: uppercase;
`;

export const SideNavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.25)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SideNavLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.spacing(0, 1.5)};
  border-left: ${({ theme }) => `${theme.spacing(0.5)} solid transparent`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background.hover};
    text-decoration: none;
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.intent.primary.subtle};
    border-left-color: ${({ theme }) => theme.colors.intent.primary.main};
    color: ${({ theme }) => theme.colors.intent.primary.text};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }
`;

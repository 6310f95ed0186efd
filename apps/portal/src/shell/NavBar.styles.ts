import { Badge } from '@portal/ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  padding: ${({ theme }) => theme.spacing(1, 3)};
  background: ${({ theme }) => theme.colors.background.primary};
  border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
`;

export const Brand = styled(NavLink)`
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;

export const PrimaryNav = styled.nav`
  flex: 1;

  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(0.5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const NavItemLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.spacing(0, 1.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background.hover};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.intent.primary.text};
    background: ${({ theme }) => theme.colors.intent.primary.subtle};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.spacing(1)};
  top: ${({ theme }) => theme.spacing(-8)};
  padding: ${({ theme }) => theme.spacing(1, 2)};
  background: ${({ theme }) => theme.colors.background.elevated};
  color: ${({ theme }) => theme.colors.text.link};
  z-index: ${({ theme }) => theme.zIndex.tooltip};

  &:focus {
    top: ${({ theme }) => theme.spacing(1)};
  }
`;

export const WaitingCount = styled(Badge)`
  margin-left: ${({ theme }) => theme.spacing(1)};
`;

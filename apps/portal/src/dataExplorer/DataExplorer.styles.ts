import styled from 'styled-components';

export const ExplorerStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The types of an explorer as links (each its own URL), the current one marked. */
export const TypeNavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};

  & a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing(1, 1.5)};
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-decoration: none;
    border-bottom: ${({ theme }) => `${theme.sizes.focusRing} solid transparent`};
  }

  & a:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  & a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text.primary};
    border-bottom-color: ${({ theme }) => theme.colors.intent.primary.border};
  }

  & a:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
`;

export const FilterList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** One active filter: its name, its value and a remove button. */
export const FilterChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding-inline-start: ${({ theme }) => theme.spacing(1)};
  background: ${({ theme }) => theme.colors.intent.primary.subtle};
  color: ${({ theme }) => theme.colors.text.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const FilterName = styled.span`
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const FilterField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const CellText = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
`;

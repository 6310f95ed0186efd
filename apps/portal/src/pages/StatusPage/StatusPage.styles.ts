import styled from 'styled-components';

/** Sites across the page; agents and purchases side by side below on wide screens. */
export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const SiteBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const SiteHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 2)};
`;

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Fixed column shares, so the tables of every site line up under one another. */
export const SensorTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th:nth-child(1) {
    width: 45%;
  }
  th:nth-child(2) {
    width: 30%;
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing(1, 1.5)};
    border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
    text-align: left;
    overflow-wrap: anywhere;
  }

  th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  padding: ${({ theme }) => theme.spacing(1, 0)};
  border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
  overflow-wrap: anywhere;
`;

export const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const ErrorReason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ErrorHeadline = styled.strong`
  display: block;
`;

import styled from 'styled-components';

export const RecentList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Query, then range and date, then the status: one line on wide screens, wrapping on narrow ones. */
export const RecentItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5, 2)};
  padding-bottom: ${({ theme }) => theme.spacing(1)};
  border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};

  &:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
`;

export const RecentQuery = styled.span`
  flex: 1 1 ${({ theme }) => theme.spacing(30)};
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;

export const RecentMeta = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

import styled from 'styled-components';

/** The side navigation beside the panels on wide screens, above them on narrow ones. */
export const OverviewLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: ${({ theme }) => theme.spacing(32)} minmax(0, 1fr);
    align-items: start;
  }
`;

export const Aside = styled.aside`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: ${({ theme }) => theme.spacing(2)};
  }
`;

export const PanelStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** A panel's anchor for `?view=` and the side navigation; leaves room above it when scrolled to. */
export const Anchor = styled.div`
  scroll-margin-top: ${({ theme }) => theme.spacing(2)};
`;

export const ChecklistBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const SectionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SectionRow = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const RemainingText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const BannerActions = styled.div`
  margin-top: ${({ theme }) => theme.spacing(1)};
`;

/** The results of a sync, success and errors one under the other. */
export const ResultList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(3)};
  overflow-wrap: anywhere;
`;

export const ResultHeading = styled.h3`
  margin: ${({ theme }) => theme.spacing(2, 0, 1)};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

/** An accordion item's body: the saved data, then its Mark Complete. */
export const ItemBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  justify-items: start;
`;

export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

import styled from 'styled-components';

/** §9: the form's panels are 700 px wide, the summary beside them 470 px. */
export const DEVICE_PANEL_WIDTH = '700px';
export const DEVICE_SUMMARY_WIDTH = '470px';

/** The panels on the left, the summary on the right (sticky while the form scrolls); one column on narrow screens. */
export const DeviceColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, ${DEVICE_PANEL_WIDTH}) minmax(0, ${DEVICE_SUMMARY_WIDTH});
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, ${DEVICE_PANEL_WIDTH});
  }
`;

export const PanelStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const SummaryColumn = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.spacing(2)};
`;

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.spacing(25)}, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

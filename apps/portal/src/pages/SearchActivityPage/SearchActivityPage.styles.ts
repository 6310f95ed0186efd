import styled from 'styled-components';

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const ExportState = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(0.5, 1)};
`;

export const PanelStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

/** The quiet line that says the list is being watched while a search runs. */
export const PollingNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A long query ends in an ellipsis inside its column (the link's title holds all of it). */
export const QueryCell = styled.span`
  display: block;
  min-width: 0;

  & > a {
    max-width: 100%;
  }
`;

export const QueryText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

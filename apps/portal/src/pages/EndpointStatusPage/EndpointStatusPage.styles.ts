import styled from 'styled-components';

/** The missing-rows warning above the table. */
export const EndpointPanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

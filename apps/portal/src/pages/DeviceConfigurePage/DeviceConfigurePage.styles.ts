import styled from 'styled-components';

/** The long URL wraps anywhere rather than widen the page; Copy sits under it. */
export const UrlBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;

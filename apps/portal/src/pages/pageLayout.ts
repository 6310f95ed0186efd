import styled from 'styled-components';

/** The frame of every page: a centred column with the page's h1. */
export const Page = styled.main`
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4, 3)};
`;

export const PageTitle = styled.h1`
  margin: ${({ theme }) => theme.spacing(0, 0, 3)};
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

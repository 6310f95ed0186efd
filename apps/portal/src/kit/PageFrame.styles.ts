import styled, { css } from 'styled-components';

export const PAGE_WIDTHS = ['narrow', 'default', 'full'] as const;
export type PageWidth = (typeof PAGE_WIDTHS)[number];

const widths = {
  narrow: css`
    max-width: ${({ theme }) => theme.breakpoints.md};
  `,
  default: css`
    max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
  `,
  full: css`
    max-width: none;
  `,
} as const satisfies Record<PageWidth, unknown>;

export const PageRoot = styled.main<{ $width: PageWidth }>`
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4, 3)};
  ${({ $width }) => widths[$width]}
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

export const PageHeading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  overflow-wrap: anywhere;
`;

export const PageDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

import styled from 'styled-components';

/** An accordion item's form: its fields one under another, then Mark Complete. */
export const FormBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: ${({ theme }) => theme.breakpoints.md};
`;

/** The Windows, Mac and Linux counts side by side where there is room. */
export const CountGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.spacing(22)}, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const ItemBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Mark Complete at its own width under the forms. */
export const MarkRow = styled.div`
  display: flex;
`;

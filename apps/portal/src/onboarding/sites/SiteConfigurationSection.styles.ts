import styled from 'styled-components';

/** The row of a list's actions above it. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

/** A row's Edit and Delete. */
export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** The header's completion text and, when marked so, its 'Complete' badge. */
export const SummaryRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** The site form: groups of fields, two columns where the dialog is wide enough. */
export const FieldGroup = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.spacing(30)}, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const GroupTitle = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** A field that spans every column (long lists, notes). */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

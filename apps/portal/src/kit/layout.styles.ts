import styled from 'styled-components';

/** The row of filters above a table: labelled controls that wrap on narrow screens, aligned on their inputs. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** One filter: its small label above its control (the label element wraps the control, so no ids are needed). */
export const FilterField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A checkbox and its label on one line (an include-inactive or case-sensitive switch beside the filters). */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Name/value facts as a two-column description list (dt muted, dd wrapping anywhere: emails and ids are long). */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(0.5, 2)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A dt/dd pair grouped for React keys; the list's grid lays out its children. */
export const FactRow = styled.div`
  display: contents;
`;

/**
 * A failure's message across and its action (Retry, Try Log in Again) below it at the start: the action stays outside
 * the message's alert, so the alert reads the message alone.
 */
export const MessageWithAction = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(1)};

  & > [role='alert'] {
    justify-self: stretch;
  }
`;

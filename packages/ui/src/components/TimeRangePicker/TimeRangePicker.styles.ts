import { controlStyles } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const PickerRoot = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  max-width: 100%;
`;

export const TriggerText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const TimeZoneText = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const ContentLayout = styled.div`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => theme.spacing(3)};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: auto;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
`;

/** Fixed width, so a message under the shorthand wraps instead of widening the popover. */
export const SideColumn = styled(Column)`
  width: calc(${({ theme }) => theme.sizes.control.lg} * 5);
`;

export const SectionLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const QuickList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const QuickOption = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.sm};
  padding: ${({ theme }) => theme.spacing(0, 1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background.hover};
  }

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.intent.primary.subtle};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
  }
`;

export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** Start and end side by side, each keeping its half when an error shows under it. */
export const TimeFieldsRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const TextInput = styled.input`
  ${controlStyles}
  width: calc(${({ theme }) => theme.sizes.control.md} * 3);
  max-width: 100%;
`;

export const FieldMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const FieldError = styled(FieldMessage)`
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;

export const DateText = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const GroupLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  max-width: calc(${({ theme }) => theme.sizes.control.md} * 7 + ${({ theme }) => theme.spacing(2)});
`;

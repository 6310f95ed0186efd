import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** The licence counters, side by side, wrapping on narrow screens. */
export const CounterRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: 0;
  list-style: none;
`;

/** A counter: the muted look says no licence of this series is left. */
export const Counter = styled.span<{ $active: boolean }>`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border.medium};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $active }) => ($active ? theme.colors.text.primary : theme.colors.text.secondary)};
  background: ${({ theme, $active }) => ($active ? theme.colors.background.primary : theme.colors.background.secondary)};

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRing};
  }
`;

export const CounterValue = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const CounterLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const FilterGroupLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const FilterGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const SearchInput = styled.input`
  ${controlStyles}
  width: ${({ theme }) => theme.spacing(32)};
  max-width: 100%;
`;

export const Select = styled.select`
  ${controlStyles}
  max-width: ${({ theme }) => theme.spacing(32)};
`;

export const ChoiceList = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  cursor: pointer;
`;

export const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ModelCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const NameField = styled.div`
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

export const FooterText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

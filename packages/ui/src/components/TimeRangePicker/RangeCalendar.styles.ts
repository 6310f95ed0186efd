import { css, type RuleSet } from 'styled-components';
import { styled } from '../../theme/styledInterop';
import type { DayState } from './calendar';

export const CalendarRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const MonthTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Grid = styled.table`
  border-collapse: collapse;
  table-layout: fixed;

  th {
    width: ${({ theme }) => theme.sizes.control.md};
    padding: ${({ theme }) => theme.spacing(0.5, 0)};
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-align: center;
  }

  td {
    padding: 0;
    text-align: center;
  }
`;

const stateStyles: Record<DayState, RuleSet<object>> = {
  none: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text.primary};
  `,
  edge: css`
    background: ${({ theme }) => theme.colors.intent.primary.main};
    color: ${({ theme }) => theme.colors.intent.primary.contrast};
  `,
  inRange: css`
    background: ${({ theme }) => theme.colors.intent.primary.subtle};
    color: ${({ theme }) => theme.colors.text.primary};
  `,
  preview: css`
    background: ${({ theme }) => theme.colors.background.hover};
    border-color: ${({ theme }) => theme.colors.intent.primary.border};
    border-style: dashed;
    color: ${({ theme }) => theme.colors.text.primary};
  `,
};

export const DayButton = styled.button<{ $state: DayState }>`
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  ${({ $state }) => stateStyles[$state]}

  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.intent.primary.border};
  }

  &[aria-current='date'] {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: underline;
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.text.disabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRing};
    position: relative;
  }
`;

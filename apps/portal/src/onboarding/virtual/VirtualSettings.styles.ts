import styled from 'styled-components';

/** A settings item's form: its fields one under another. */
export const SettingsBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: ${({ theme }) => theme.breakpoints.md};
`;

/** The §9 minimum virtual machine, as a short list under its heading. */
export const Minimums = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const MinimumsTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const MinimumsList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(2.5)};
`;

/** Help text under a group (e.g. the vSensor included with managed detection). */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

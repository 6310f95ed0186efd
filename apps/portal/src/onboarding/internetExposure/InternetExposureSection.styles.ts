import styled from 'styled-components';

export const SectionBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

export const SectionFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** What Mark Complete still waits for. */
export const MissingList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Paragraph = styled.p`
  margin: 0;
`;

/** The server's targets that do not resolve: the target, then its reason. */
export const TargetList = styled.ul`
  margin: ${({ theme }) => theme.spacing(0.5, 0, 1)};
  padding-left: ${({ theme }) => theme.spacing(3)};
  overflow-wrap: anywhere;
`;

export const TargetRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.spacing(1)};
`;

export const TargetName = styled.span`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const TargetReason = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

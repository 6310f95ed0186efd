import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const DownloadsStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const AgentIntro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.text.secondary};

  & p {
    margin: 0;
  }
`;

/** The risk id beside its label, for installers and support calls. */
export const RiskIdLine = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};

  & code {
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

export const PlatformList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PlatformItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  padding: ${({ theme }) => theme.spacing(1.5, 0)};
  border-top: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};

  &:first-child {
    border-top: none;
  }
`;

export const ItemLabel = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** The platform's action, or its failure and Retry, at the end of its line. */
export const ItemActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const ItemError = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;

export const InstallerForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const FormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Select = styled.select`
  ${controlStyles}
`;

export const TextInput = styled.input`
  ${controlStyles}
`;

/** The generated installer: ready, its link, and when the link expires. */
export const InstallerResult = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.primary};
`;

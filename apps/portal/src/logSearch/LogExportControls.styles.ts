import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const ExportRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export const ExportHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const ExportSelect = styled.select`
  ${controlStyles}
`;

export const ExportList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ExportItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const ExportProgress = styled.div`
  flex: 1 1 ${({ theme }) => theme.spacing(30)};
`;

export const ExportNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

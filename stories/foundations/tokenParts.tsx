import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Building blocks of the Tokens page: titled sections and labelled swatches, all drawn from the current theme. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const SectionRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.spacing(22)}, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1)};
  background: ${({ theme }) => theme.colors.background.primary};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const TokenName = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.xs};
  overflow-wrap: anywhere;
`;

export const TokenValue = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  overflow-wrap: anywhere;
`;

export const Chip = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.sizes.control.lg};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Bar = styled.span`
  display: block;
  height: ${({ theme }) => theme.spacing(1)};
  background: ${({ theme }) => theme.colors.intent.primary.main};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionRoot aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </SectionRoot>
  );
}

export interface TokenCardProps {
  name: string;
  value: string | number;
  /** The visual sample above the name. */
  children?: ReactNode;
}

export function TokenCard({ name, value, children }: TokenCardProps) {
  return (
    <Card data-token={name}>
      {children}
      <TokenName>{name}</TokenName>
      <TokenValue>{String(value)}</TokenValue>
    </Card>
  );
}

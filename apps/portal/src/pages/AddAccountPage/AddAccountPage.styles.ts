import styled from 'styled-components';

export const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li<{ $current: boolean }>`
  color: ${({ theme, $current }) => ($current ? theme.colors.text.primary : theme.colors.text.secondary)};
  font-weight: ${({ theme, $current }) => ($current ? theme.typography.weight.bold : theme.typography.weight.regular)};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const TypeChoices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.spacing(28)}, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const GroupHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

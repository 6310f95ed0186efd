import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const FilterField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  max-width: ${({ theme }) => theme.spacing(40)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const FilterInput = styled.input`
  ${controlStyles}
`;

export const SourceList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SourceCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.secondary};
`;

export const SourceHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const SourceName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const SourceFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5, 2)};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.spacing(0.5)};
  }

  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TagItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.25)};
`;

export const NoTags = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The new-tag field and its button on one line; the field's message wraps under it. */
export const AddTagRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};

  & > :first-child {
    flex: 1 1 ${({ theme }) => theme.spacing(30)};
    max-width: ${({ theme }) => theme.spacing(50)};
  }
`;

import styled from 'styled-components';

export const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.spacing(32)}, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const ListSection = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

export const Addresses = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;

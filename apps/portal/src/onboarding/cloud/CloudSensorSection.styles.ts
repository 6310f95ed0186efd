import styled from 'styled-components';

export const SectionBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The part's on/off choices side by side where there is room. */
export const ChoiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.spacing(20)}, 1fr));
  gap: ${({ theme }) => theme.spacing(1, 2)};
`;

export const PartFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const PartNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

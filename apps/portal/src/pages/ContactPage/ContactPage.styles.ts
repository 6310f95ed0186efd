import styled from 'styled-components';

export const ContactLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const TeamSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};

  &:not(:first-of-type) {
    margin-top: ${({ theme }) => theme.spacing(2.5)};
  }
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const TeamText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const Role = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const MailAnchor = styled.a`
  color: ${({ theme }) => theme.colors.text.link};
  overflow-wrap: anywhere;
`;

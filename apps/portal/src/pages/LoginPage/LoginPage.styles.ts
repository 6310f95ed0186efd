import type { ErrorColour } from '@portal/api';
import styled from 'styled-components';
import { MessageWithAction } from '../../kit/layout.styles';

export const Page = styled.main`
  max-width: ${({ theme }) => theme.spacing(60)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8, 2)};
`;

export const Notice = styled.p<{ $colour: ErrorColour }>`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $colour }) => theme.colors.intent[$colour].subtle};
  color: ${({ theme, $colour }) => theme.colors.intent[$colour].text};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: ${({ theme }) => theme.spacing(0, 0, 3)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

/** A failed sign-in: the message, and 'Try Log in Again' below it, before the form's fields. */
export const FailureRow = styled(MessageWithAction)`
  margin: ${({ theme }) => theme.spacing(0, 0, 1.5)};
`;

import styled from 'styled-components';

export const DetailStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
`;

export const Fact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};

  dt {
    font-size: ${({ theme }) => theme.typography.size.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
  }
`;

export const Thread = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Comment = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border.medium};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const CommentMeta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The comment as the customer or analyst typed it: plain text, line breaks kept. */
export const CommentBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const AttachmentList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SendRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

import { styled } from '../../theme/styledInterop';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(4, 2)};
  text-align: center;
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  margin-bottom: ${({ theme }) => theme.spacing(0.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.intent.neutral.main};
  color: ${({ theme }) => theme.colors.intent.neutral.contrast};
`;

export const EmptyTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const EmptyDescription = styled.p`
  max-width: ${({ theme }) => theme.breakpoints.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const EmptyAction = styled.div`
  margin-top: ${({ theme }) => theme.spacing(1)};
`;

import { styled } from '../../theme/styledInterop';

export const PanelRoot = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.background.primary};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const PanelHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2, 2, 0)};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  /* A long unbroken name (a customer, a host) wraps instead of overflowing the panel. */
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const PanelBody = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.spacing(2)};
`;

export const PanelFooter = styled.footer`
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border-top: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

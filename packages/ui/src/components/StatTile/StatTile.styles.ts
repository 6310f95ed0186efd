import { styled } from '../../theme/styledInterop';

export const StatBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const StatValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

export const StatDescription = styled.p`
  margin: 0;
`;

/** The spinner, centred in the height the loaded body will take when that is known (`$minHeight`, px). */
export const StatLoading = styled.div<{ $minHeight: number | undefined }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(2)};
  ${({ $minHeight }) => ($minHeight === undefined ? '' : `min-height: ${$minHeight}px;`)}
`;

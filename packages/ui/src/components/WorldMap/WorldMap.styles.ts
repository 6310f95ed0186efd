import { styled } from '../../theme/styledInterop';

export const MapSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;

  & path {
    fill: ${({ theme }) => theme.colors.border.medium};
    stroke: ${({ theme }) => theme.colors.background.primary};
  }

  & path[data-highlighted] {
    fill: ${({ theme }) => theme.colors.intent.primary.main};
  }
`;

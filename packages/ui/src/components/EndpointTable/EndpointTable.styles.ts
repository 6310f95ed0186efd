import { css } from 'styled-components';
import { badgeColors, badgeStyles } from '../../theme/badgeStyles';
import { buttonStyles } from '../../theme/buttonStyles';
import { controlStyles } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';
import type { Intent } from '../../theme/tokens';

/** The intents of the table's badges: Online, any other status, Contained. */
const CELL_BADGE_INTENTS: readonly Intent[] = ['success', 'unknown', 'danger'];

/** Cells are plain spans marked with data-endpoint-cell and styled from here, so a row adds no styled components. */
export const EndpointTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;

  & [data-endpoint-cell='last-reported'] {
    display: block;
    white-space: pre-line;
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-variant-numeric: tabular-nums;
  }

  /* Up to two lines, so three addresses and the ellipsis fit a row; the full list is in the tooltip. */
  & [data-endpoint-cell='addresses'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow: clip;
    white-space: normal;
    overflow-wrap: anywhere;
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-variant-numeric: tabular-nums;
  }

  & [data-endpoint-cell='badge'] {
    ${badgeStyles}
  }

  ${CELL_BADGE_INTENTS.map(
    (intent) => css`
      & [data-endpoint-cell='badge'][data-intent='${intent}'] {
        ${badgeColors(intent, 'subtle')}
      }
    `,
  )}

  /* An unavailable remove stays focusable (aria-disabled), so its tooltip still explains why. */
  & [data-endpoint-cell='remove'] {
    ${buttonStyles('ghost', 'sm', true)}
  }

  & [data-endpoint-cell='mono'] {
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const Select = styled.select`
  ${controlStyles}
  max-width: ${({ theme }) => theme.spacing(32)};
`;

export const SearchInput = styled.input`
  ${controlStyles}
  width: ${({ theme }) => theme.spacing(32)};
  max-width: 100%;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const AddressList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

import { styled } from '../../theme/styledInterop';

export const NumberText = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Marks a number with more behind it; the dotted underline is the usual cue for an abbreviation. */
export const AbbreviatedText = styled(NumberText)`
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  cursor: help;
`;

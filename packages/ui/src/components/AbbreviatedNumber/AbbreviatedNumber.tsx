import { abbreviateNumber, formatFullNumber, type AbbreviateOptions, type NumericInput } from '../../format';
import { Tooltip } from '../Tooltip';
import { AbbreviatedText, NumberText } from './AbbreviatedNumber.styles';

export interface AbbreviatedNumberProps extends AbbreviateOptions {
  /** A count (or bytes with `base: 1024`); anything not numeric shows '---'. */
  value: NumericInput;
  /** Text after the number, e.g. 'B' for bytes. */
  unit?: string;
  className?: string;
}

/**
 * '2.4K' with the full number ('2,431') in a tooltip. The abbreviation is focusable so keyboard users can open the
 * tooltip; numbers that need no abbreviation are plain text.
 */
export function AbbreviatedNumber({ value, unit = '', base, decimals, className }: AbbreviatedNumberProps) {
  const abbreviated = abbreviateNumber(value, { base, decimals });
  const full = formatFullNumber(value);
  if (abbreviated === full) {
    return (
      <NumberText className={className} data-portal-id="abbreviated-number">
        {`${abbreviated}${unit}`}
      </NumberText>
    );
  }
  return (
    <Tooltip content={`${full}${unit}`}>
      <AbbreviatedText tabIndex={0} className={className} data-portal-id="abbreviated-number">
        {`${abbreviated}${unit}`}
      </AbbreviatedText>
    </Tooltip>
  );
}

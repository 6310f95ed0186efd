export { AbbreviatedNumber, type AbbreviatedNumberProps } from './AbbreviatedNumber';

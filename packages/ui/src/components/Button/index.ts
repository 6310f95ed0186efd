export { Button, type ButtonProps } from './Button';
export { BUTTON_VARIANTS, type ButtonVariant } from './Button.styles';

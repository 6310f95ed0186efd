export { Form, type FormProps, type FormSubmitResult } from './Form';
export { FormField, type FormFieldProps } from './FormField';
export { FieldStatus, type FieldStatusProps } from './FieldStatus';
export { TextField, TEXT_FIELD_TYPES, type TextFieldProps, type TextFieldType } from './TextField';
export { TextareaField, type TextareaFieldProps } from './TextareaField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { SelectField, type SelectFieldProps } from './SelectField';
export { MultiSelectField, type MultiSelectFieldProps } from './MultiSelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioGroupField, type RadioGroupFieldProps } from './RadioGroupField';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { FormActions, SAVE_INTENTS, type FormActionsProps, type SaveIntent } from './FormActions';
export {
  UnsavedChangesDialog,
  UNSAVED_CHANGES_MESSAGES,
  UNSAVED_CHANGES_VARIANTS,
  type UnsavedChangesDialogProps,
  type UnsavedChangesVariant,
} from './UnsavedChangesDialog';
export {
  useUnsavedChangesGuard,
  type UnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from './useUnsavedChangesGuard';
export { useFormField, type FieldBaseProps, type FormFieldConfig, type FormFieldState } from './useFormField';
export {
  FIELD_STATUS_INTENTS,
  FORM_MESSAGES,
  composeValidators,
  type FieldStatusIntent,
  type FieldStatusValue,
  type FieldValidate,
  type FormValues,
} from './fieldValidation';
export { FIELD_OPTION_MESSAGES, type FieldOption } from './options';
export { normalisePhone, validatePhone, PHONE_MESSAGES, DEFAULT_PHONE_COUNTRY } from './phone';
export { useForm, useFormState } from 'react-final-form';
export { FORM_ERROR } from 'final-form';

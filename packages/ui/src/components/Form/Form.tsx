import type { FormApi, SubmissionErrors } from 'final-form';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Form as FinalForm, type FormRenderProps } from 'react-final-form';
import { styled } from '../../theme/styledInterop';
import { Banner } from '../Banner';
import type { FormValues } from './fieldValidation';
import { firstInvalidControl, onSubmitFailed } from './focusInvalidField';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export type FormSubmitResult = SubmissionErrors | undefined;

export interface FormProps<Values extends object = FormValues> {
  /**
   * Saves the values. Resolve with `undefined` on success, or with `{ field: 'message' }` (or
   * `{ [FORM_ERROR]: 'message' }`) to show the server's rejection on the fields.
   */
  onSubmit: (values: Values, form: FormApi<Values>) => FormSubmitResult | Promise<FormSubmitResult>;
  initialValues?: Partial<Values>;
  /** The form's content: fields and FormActions, or a function of the form state. */
  children: ReactNode | ((state: FormRenderProps<Values>) => ReactNode);
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Keeps what the user typed when `initialValues` change (e.g. after a background refresh). */
  keepDirtyOnReinitialize?: boolean;
  className?: string;
}

/**
 * A react-final-form form: the kit's fields register with it by `name`. Browser validation is off; the fields
 * validate and show their status themselves. A form-level rejection (`FORM_ERROR`) shows as a danger banner on top
 * until the user changes something. After a submit that failed, the focus moves to the first field (in DOM order)
 * that shows an error, so keyboard and screen-reader users land where the fix is needed.
 */
export function Form<Values extends object = FormValues>({
  onSubmit,
  initialValues,
  children,
  keepDirtyOnReinitialize,
  className,
  ...aria
}: FormProps<Values>) {
  const formElement = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Decorators are read once, when the form is created.
  const [decorators] = useState(() => [onSubmitFailed<Values>(() => setFailedSubmits((count) => count + 1))]);
  // After the commit, so the fields already say what is wrong when the focus reaches them.
  useLayoutEffect(() => {
    if (failedSubmits > 0 && formElement.current !== null) firstInvalidControl(formElement.current)?.focus();
  }, [failedSubmits]);

  return (
    <FinalForm<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize}
      decorators={decorators}
      render={(state) => {
        const submitError: unknown = state.submitError;
        const showError = typeof submitError === 'string' && state.dirtySinceLastSubmit !== true;
        return (
          <StyledForm
            ref={formElement}
            noValidate
            className={className}
            data-portal-id="form"
            {...aria}
            onSubmit={(event) => {
              void state.handleSubmit(event);
            }}
          >
            {showError && <Banner intent="danger">{submitError}</Banner>}
            {typeof children === 'function' ? children(state) : children}
          </StyledForm>
        );
      }}
    />
  );
}

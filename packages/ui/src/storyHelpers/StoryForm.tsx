import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { Form, type FormValues } from '../components/Form';
import { styled } from '../theme/styledInterop';

const Output = styled.output`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

export interface StoryFormProps {
  children: ReactNode;
  initialValues?: FormValues;
  /** Replaces the Submit button, e.g. with FormActions. */
  actions?: ReactNode;
  /** Milliseconds the save takes, to show 'Saving...'. */
  saveDelay?: number;
}

/** For stories: a form around the field, a Submit button and the submitted values, as a user would see them. */
export function StoryForm({ children, initialValues, actions, saveDelay = 0 }: StoryFormProps) {
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  return (
    <Form
      aria-label="Example form"
      initialValues={initialValues}
      onSubmit={async (values) => {
        if (saveDelay > 0) await new Promise((done) => setTimeout(done, saveDelay));
        setSubmitted(values);
        return undefined;
      }}
    >
      {children}
      {actions ?? (
        <div>
          <Button type="submit" variant="primary">
            Submit
          </Button>
        </div>
      )}
      <Output aria-label="Submitted values">{submitted === null ? 'Not submitted' : JSON.stringify(submitted)}</Output>
    </Form>
  );
}

const isValues = (value: unknown): value is FormValues => typeof value === 'object' && value !== null;

/** A story decorator: the story inside a StoryForm; `parameters.initialValues` fills it in. */
export const withStoryForm: Decorator = (Story, { parameters }) => {
  const initial: unknown = parameters.initialValues;
  return (
    <StoryForm initialValues={isValues(initial) ? initial : undefined}>
      <Story />
    </StoryForm>
  );
};

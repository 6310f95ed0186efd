import type { Meta, StoryObj } from '@storybook/react-vite';
import { duoSchema } from '@portal/fixtures/widgets/credentialSchemas';
import { expect, fn, waitFor } from 'storybook/test';
import { FORM_ERROR } from '../Form';
import { CredentialSchemaForm } from './CredentialSchemaForm';

const BAD_REQUEST = 'Integration key: Integration keys start with DI and have 20 characters';
const SERVER_ERROR = 'Internal server error.';

const meta = {
  title: 'Forms/CredentialSchemaForm/Submit errors',
  component: CredentialSchemaForm,
  args: { schema: duoSchema, onSubmit: fn(), onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A rejected submit (`onSubmit` resolving `{ [FORM_ERROR]: { message, status } }`) shows in an alert above the fields: a warning for a bad request (400), danger for any other failure (portal-onboarding §8). The alert stays until something is changed; what was typed is kept.',
      },
    },
  },
} satisfies Meta<typeof CredentialSchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Canvas {
  getByRole: (role: string, options: { name: string | RegExp }) => HTMLElement;
  getByLabelText: (text: RegExp) => HTMLElement;
}
interface Typist {
  type: (element: HTMLElement, text: string) => Promise<void>;
  click: (element: HTMLElement) => Promise<void>;
}

async function fillAndSubmit(canvas: Canvas, userEvent: Typist) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), 'Duo MFA');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Integration key' }), 'DIWJ8X6AEYOR5OMC6TQ1');
  await userEvent.type(canvas.getByLabelText(/^Secret key/), 'secret-value');
  await userEvent.type(canvas.getByRole('textbox', { name: 'API hostname' }), 'api-example.duosecurity.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

/** 400: the server rejected the values — a warning the user can act on. */
export const BadRequestIsWarning: Story = {
  args: { onSubmit: fn(() => ({ [FORM_ERROR]: { message: BAD_REQUEST, status: 400 } })) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(BAD_REQUEST);
    await expect(alert).toHaveAttribute('data-intent', 'warning');
    await expect(canvas.getByRole('textbox', { name: 'Account Name' })).toHaveValue('Duo MFA');
  },
};

/** 500 (or no reply): danger. */
export const ServerErrorIsDanger: Story = {
  args: { onSubmit: fn(() => ({ [FORM_ERROR]: { message: SERVER_ERROR, status: 500 } })) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_ERROR);
    await expect(alert).toHaveAttribute('data-intent', 'danger');
  },
};

/** The alert goes once the user changes something, and Submit is offered again. */
export const AlertClearsOnChange: Story = {
  args: { onSubmit: fn(() => ({ [FORM_ERROR]: { message: SERVER_ERROR, status: 503 } })) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Name' }), ' 2');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ShellBanners } from '../../../apps/portal/src/shell/ShellBanners';
import { CallAnswered } from './CallAnswered';

const meta = {
  title: 'Screens/Shell/ShellBanners',
  component: ShellBanners,
  args: { unsupportedBrowser: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The direct customer has no incident notification: once the demo API's answer is in, no banner shows. */
export const Default: Story = {
  render: (args) => (
    <>
      <ShellBanners {...args} />
      <CallAnswered call="incidentNotification" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Demo API answered incidentNotification: {"incidentNotification":null}'),
    ).toBeVisible();
    await expect(canvas.queryByText('Info')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  },
};

export const IncidentNotification: Story = {
  parameters: { persona: 'msp' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Info')).toBeVisible();
    await expect(canvas.getByText(/delayed log ingestion/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(canvas.queryByText('Info')).not.toBeInTheDocument());
  },
};

export const UnsupportedBrowser: Story = {
  args: { unsupportedBrowser: { name: 'Internet Explorer', upToVersion: 11 } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText(
        'Please use a newer browser to login. Portal does not support Internet Explorer 11 and earlier versions.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close browser warning' }));
    await expect(canvas.queryByText(/Please use a newer browser/)).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { styled } from '../../theme/styledInterop';
import { Banner, type BannerProps } from './Banner';
import { BANNER_INTENTS } from './bannerIntents';

const meta = {
  title: 'Feedback/Banner/Features',
  component: Banner,
  args: { children: 'N missing endpoint(s). Try refreshing the page to load the missing endpoints.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Intents: Story = {
  render: (args) => (
    <Stack>
      {BANNER_INTENTS.map((intent) => (
        <Banner key={intent} {...args} intent={intent} title={`The ${intent} banner`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    for (const intent of BANNER_INTENTS) await expect(canvas.getByText(`The ${intent} banner`)).toBeVisible();
  },
};

export const WithTitle: Story = {
  args: { intent: 'danger', title: 'Appliance list error', children: 'Internal server error.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Appliance list error');
  },
};

export const NotClosable: Story = {
  args: { intent: 'success' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveTextContent(
      'N missing endpoint(s). Try refreshing the page to load the missing endpoints.',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const closed = fn();

function ClosableBanner(props: BannerProps) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>Banner closed.</p>;
  return (
    <Banner
      {...props}
      onClose={() => {
        closed();
        setOpen(false);
      }}
    />
  );
}

export const CloseByKeyboard: Story = {
  args: { intent: 'warning', closeLabel: 'Dismiss browser warning' },
  render: (args) => <ClosableBanner {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss browser warning' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByText('Banner closed.')).toBeVisible());
    await expect(closed).toHaveBeenCalledTimes(1);
  },
};

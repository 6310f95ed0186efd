import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IP_MESSAGES } from '../../ip';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { IpListField } from './IpListField';

const meta = {
  title: 'Forms/IpListField/Features',
  component: IpListField,
  args: { name: 'ipAddresses', label: 'External IP addresses', scope: 'public' },
  decorators: [withStoryForm],
} satisfies Meta<typeof IpListField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the list, leaves the box, and expects the message (or none) as the box's status. */
function typeAndExpect(
  text: string,
  message: string | undefined,
  intent: 'error' | 'warning' = 'error',
): NonNullable<Story['play']> {
  return async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, text);
    await userEvent.tab();
    if (message === undefined) {
      await expect(box).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      return;
    }
    await expect(box).toHaveAccessibleDescription(expect.stringContaining(message));
    if (intent === 'error') {
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    } else {
      await expect(box).toHaveAttribute('data-status', 'warning');
      await expect(box).not.toHaveAttribute('aria-invalid');
    }
  };
}

export const Valid: Story = {
  play: typeAndExpect('203.0.113.5{Enter}203.0.112.0/21{Enter}198.51.100.7-198.51.100.20', undefined),
};

export const InvalidAddress: Story = {
  play: typeAndExpect('203.0.113.256', IP_MESSAGES.invalidAddress),
};

export const InvalidEntries: Story = {
  play: typeAndExpect('203.0.113.5, not-an-ip, 198.51.100.9', IP_MESSAGES.invalidEntries),
};

export const ReservedRange: Story = {
  play: typeAndExpect('203.0.113.5, 127.0.0.1', IP_MESSAGES.reserved),
};

export const PrivateIsReservedForExternalHosts: Story = {
  play: typeAndExpect('192.168.1.0/24', IP_MESSAGES.reserved),
};

export const InvalidSubnet: Story = {
  play: typeAndExpect('203.0.113.5/24', IP_MESSAGES.invalidSubnet),
};

export const PublicSubnetTooLarge: Story = {
  play: typeAndExpect('203.0.96.0/19', IP_MESSAGES.invalidSubnet),
};

export const Duplicate: Story = {
  play: typeAndExpect('203.0.113.5{Enter}203.0.113.5', IP_MESSAGES.duplicate),
};

export const PrivateSubnets: Story = {
  args: { name: 'ipSubnets', label: 'IP subnets', scope: 'private' },
  play: typeAndExpect('10.0.0.0/8, 172.16.0.0/12, 192.168.10.0/24', undefined),
};

export const VerifyAllPrivate: Story = {
  args: { name: 'ipSubnets', label: 'IP subnets', scope: 'private' },
  play: typeAndExpect('10.20.0.0/16, 203.0.113.0/24', IP_MESSAGES.verifyAllPrivate, 'warning'),
};

export const VerifyOnePrivate: Story = {
  args: { name: 'ipSubnets', label: 'IP subnets', scope: 'private' },
  play: typeAndExpect('203.0.113.0/24', IP_MESSAGES.verifyOnePrivate, 'warning'),
};

export const Required: Story = {
  args: { required: true, requiredMessage: 'Enter at least one IP address' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter at least one IP address');
  },
};

export const Prefilled: Story = {
  parameters: { initialValues: { ipAddresses: '203.0.113.5\n198.51.100.0/24' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('2 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
      '{"ipAddresses":"203.0.113.5\\n198.51.100.0/24"}',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { ipAddresses: '203.0.113.5' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'External IP addresses' })).toBeDisabled();
    await expect(canvas.getByText('1 entry')).toBeVisible();
  },
};

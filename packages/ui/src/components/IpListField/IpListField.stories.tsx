import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PRIVATE_CIDRS, RESERVED_CIDRS } from '../../ip';
import { withStoryForm } from '../../storyHelpers/StoryForm';
import { IpListField } from './IpListField';

const meta = {
  title: 'Forms/IpListField',
  component: IpListField,
  args: { name: 'ipAddresses', label: 'External IP addresses', scope: 'public' },
  argTypes: { scope: { control: 'inline-radio', options: ['public', 'private'] } },
  decorators: [withStoryForm],
  parameters: {
    controls: { include: ['label', 'description', 'scope', 'required', 'rows', 'placeholder', 'disabled'] },
    docs: {
      description: {
        component: [
          'A list of IPv4 entries separated by commas or new lines: single addresses, ranges `a-b` (the same first three octets, start below end) and CIDR subnets written with their network address. The form holds the text; the entry count shows under the box.',
          `Always rejected as reserved ('Remove reserved IPv4 addresses/ranges'): ${RESERVED_CIDRS.join(', ')} — "this network", loopback, link-local, multicast and the reserved block with broadcast.`,
          `\`scope="public"\` (external hosts) also rejects the private ranges ${PRIVATE_CIDRS.join(', ')} and accepts subnets up to /21. \`scope="private"\` (site subnets) accepts subnets down to /8 and warns 'Verify that all IPv4 addresses are private' ('Verify that the IPv4 address is private' for one entry) when an entry is not private.`,
          "Other messages: 'Enter a valid IPv4 address' (one entry), 'Remove invalid IPv4 addresses/ranges' (several), 'Enter a valid IPv4 subnet', 'Remove duplicate IP addresses'.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof IpListField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'External IP addresses' });
    await expect(canvas.getByText('0 entries')).toBeVisible();
    await userEvent.type(box, '203.0.113.5, 198.51.100.0/24{Enter}198.51.100.7-198.51.100.9');
    await userEvent.tab();
    await expect(canvas.getByText('3 entries')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(box).toHaveAccessibleDescription('3 entries');
  },
};

export const Playground: Story = {
  args: {
    name: 'ipSubnets',
    label: 'IP subnets',
    scope: 'private',
    description: 'The internal networks at this site.',
    placeholder: '10.20.0.0/16',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'IP subnets' })).toHaveAccessibleDescription(
      'The internal networks at this site. 0 entries',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link';
import { LINK_VARIANTS } from './Link.styles';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/dashboard/endpoints', children: 'View endpoint status' },
  argTypes: { variant: { control: 'inline-radio', options: LINK_VARIANTS } },
  parameters: {
    controls: { include: ['href', 'children', 'variant', 'newTab'] },
    docs: {
      description: {
        component:
          "Every href passes `safeHref`: http(s) URLs, same-origin paths ('/…'), '#fragment' and '?query' render as links; anything else (javascript:, data:, '//host', hidden characters) renders as plain text. Links to another origin always get `rel=\"noopener noreferrer\"`; `newTab` opens them in a new tab and says so to screen readers. Pass `as={RouterLink}` to route same-origin links through the app's router.",
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'View endpoint status' });
    await expect(link).toHaveAttribute('href', '/dashboard/endpoints');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { href: 'https://status.example.com', children: 'Status Page', variant: 'standalone', newTab: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Status Page/ })).toHaveAttribute('target', '_blank');
  },
};

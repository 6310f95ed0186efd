import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ExternalRedirectPage } from './ExternalRedirectPage';

const meta = {
  title: 'Screens/Shell/ExternalRedirectPage',
  component: ExternalRedirectPage,
  args: { leave: fn() },
  parameters: { layout: 'fullscreen', route: '/tickets?status=open' },
} satisfies Meta<typeof ExternalRedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: /continue to the unified portal/ });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/unified\.provider\.example\/tickets\?status=open&id=/),
    );
    await expect(args.leave).toHaveBeenCalledWith(link.getAttribute('href'));
  },
};

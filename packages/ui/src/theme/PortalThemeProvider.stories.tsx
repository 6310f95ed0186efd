import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../components/Button';
import { PortalThemeProvider } from './PortalThemeProvider';

const meta = {
  title: 'Foundations/PortalThemeProvider',
  component: PortalThemeProvider,
  args: { colorScheme: 'dark', withGlobalStyle: false, children: null },
  render: (args) => (
    <PortalThemeProvider {...args}>
      <Button variant="primary">Themed button</Button>
    </PortalThemeProvider>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Wrap an application (or a widget island) in `PortalThemeProvider` with a colour scheme. Pair it with `useColorScheme()` to follow the OS preference with a remembered user override.',
      },
    },
  },
} satisfies Meta<typeof PortalThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Themed button' });
    // The dark theme's primary fill, independent of the story's own theme.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(31, 111, 235)');
  },
};

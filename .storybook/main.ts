import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  typescript: {
    // Prop tables in autodocs come from the TypeScript types, not PropTypes.
    reactDocgen: 'react-docgen-typescript',
  },
  core: { disableTelemetry: true },
});

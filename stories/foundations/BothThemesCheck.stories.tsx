import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { checkStoryInBothThemes } from '../../.storybook/bothThemes';

/**
 * The story test run's accessibility check (`.storybook/bothThemes.tsx`) proven on a sample that fails in one theme
 * only: text in the weak border colour, far below AA contrast, in the theme it names and in the text colour otherwise.
 * Hidden from the sidebar: it exists to keep the check honest, not to show a pattern.
 */
const Sample = styled.p<{ $faintIn: 'light' | 'dark' }>`
  color: ${({ theme, $faintIn }) => (theme.name === $faintIn ? theme.colors.border.weak : theme.colors.text.primary)};
`;

function FaintInOneTheme({ faintIn }: { faintIn: 'light' | 'dark' }) {
  return <Sample $faintIn={faintIn}>Sample text</Sample>;
}

const meta = {
  title: 'Foundations/Both Themes Check',
  component: FaintInOneTheme,
  tags: ['!dev', '!autodocs'],
  // The play runs the check itself and expects it to fail; the run's own check after the play would fail it again.
  parameters: { a11y: { test: 'off' } },
} satisfies Meta<typeof FaintInOneTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FaintInLight: Story = {
  args: { faintIn: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sample text')).toBeVisible();
    await expect(checkStoryInBothThemes({})).rejects.toThrow(/In the light theme:\n {2}color-contrast/);
  },
};

export const FaintInDark: Story = {
  args: { faintIn: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sample text')).toBeVisible();
    const check = checkStoryInBothThemes({});
    await expect(check).rejects.toThrow(/^Accessibility violations \(axe\):\nIn the dark theme:\n {2}color-contrast/);
  },
};

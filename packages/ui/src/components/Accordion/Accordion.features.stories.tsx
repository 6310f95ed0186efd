import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PortalThemeProvider } from '../../theme/PortalThemeProvider';
import type { ColorScheme } from '../../theme/tokens';
import { Button } from '../Button';
import { Accordion, type AccordionProps } from './Accordion';
import { completionText } from './completionText';

const meta = {
  title: 'Components/Accordion/Features',
  component: Accordion,
  args: {
    items: [
      {
        id: 'physical',
        title: 'Physical Sensors',
        summary: completionText(2, 'sensor'),
        content: 'SENSOR-01, SENSOR-02',
      },
      { id: 'virtual', title: 'Virtual Sensors', summary: completionText(0, 'sensor'), content: 'None installed.' },
      { id: 'scanners', title: 'Risk Scanners', summary: 'Not available', content: 'Not purchased.', disabled: true },
      { id: 'cloud', title: 'Cloud Sensors', summary: completionText(1, 'sensor'), content: 'aws-us-east-1' },
    ],
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpaceToggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const physical = canvas.getByRole('button', { name: /^Physical Sensors/ });
    physical.focus();
    await userEvent.keyboard(' ');
    await expect(physical).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(physical).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ArrowKeysMoveBetweenHeaders: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^Virtual Sensors/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^Cloud Sensors/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^Physical Sensors/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /^Cloud Sensors/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: /^Physical Sensors/ })).toHaveFocus();
  },
};

export const MultipleOpen: Story = {
  args: { defaultExpandedIds: ['physical', 'cloud'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const SingleOpen: Story = {
  args: { allowMultiple: false, defaultExpandedIds: ['physical'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Cloud Sensors/ }));
    await expect(canvas.getByRole('button', { name: /^Physical Sensors/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: /^Cloud Sensors/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DisabledSection: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Risk Scanners/ })).toBeDisabled();
  },
};

function ControlledAccordion(props: AccordionProps) {
  const [expanded, setExpanded] = useState<string[]>(['virtual']);
  return (
    <>
      <Accordion {...props} expandedIds={expanded} onExpandedChange={setExpanded} />
      <p>Open: {expanded.join(', ') || 'none'}</p>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledAccordion {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Open: virtual')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Virtual Sensors/ }));
    await expect(canvas.getByText('Open: none')).toBeVisible();
  },
};

function ThemeSwitchingAccordion(props: AccordionProps) {
  const [scheme, setScheme] = useState<ColorScheme>('light');
  return (
    <PortalThemeProvider colorScheme={scheme} withGlobalStyle={false}>
      <Button onClick={() => setScheme(scheme === 'light' ? 'dark' : 'light')}>
        Switch to {scheme === 'light' ? 'dark' : 'light'}
      </Button>
      <Accordion {...props} />
    </PortalThemeProvider>
  );
}

/**
 * A divider between sections keeps the theme's border colour after light, dark and light again (the portal's theme
 * menu). A sibling selector of the component itself (`& + &`) left every theme's rule in the page, and the last one
 * inserted, dark, won.
 */
export const DividerFollowsThemeSwitch: Story = {
  render: (args) => <ThemeSwitchingAccordion {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light' }));
    await expect(canvas.getByRole('button', { name: 'Switch to dark' })).toBeVisible();
    const secondSection = canvas.getByRole('heading', { name: /^Virtual Sensors/ }).parentElement;
    const outline = secondSection?.parentElement;
    if (!secondSection || !outline) throw new Error('The accordion has no sections');
    // The outline and the dividers are the same token; the outline's rule is the component's own class.
    await expect(getComputedStyle(secondSection).borderTopColor).toBe(getComputedStyle(outline).borderTopColor);
  },
};

/**
 * `mountContent="whenOpened"`: a section's content is rendered the first time it opens, and kept afterwards, so what
 * was typed in it survives closing and opening again.
 */
export const ContentRenderedWhenOpened: Story = {
  args: {
    mountContent: 'whenOpened',
    defaultExpandedIds: ['physical'],
    items: [
      { id: 'physical', title: 'Physical Sensors', content: 'SENSOR-01, SENSOR-02' },
      {
        id: 'notes',
        title: 'Sensor Notes',
        content: (
          <label>
            Notes <input type="text" />
          </label>
        ),
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    // The open section's content is there; the closed one's is not rendered yet.
    await expect(canvas.getByText('SENSOR-01, SENSOR-02')).toBeVisible();
    await expect(canvas.queryByLabelText('Notes')).toBeNull();
    const notes = canvas.getByRole('button', { name: /^Sensor Notes/ });
    await userEvent.click(notes);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'Rack 4');
    await userEvent.click(notes);
    await expect(notes).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(notes);
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveValue('Rack 4');
  },
};

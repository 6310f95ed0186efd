import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Accordion } from './Accordion';
import { completionText } from './completionText';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'sites',
        title: 'Sites',
        summary: completionText(3, 'site'),
        content: 'Headquarters, Berlin office, Data centre.',
      },
      { id: 'contacts', title: 'Contacts', summary: completionText(1, 'contact'), content: 'Jordan Lee (primary).' },
      { id: 'networks', title: 'Networks', summary: completionText(0, 'network'), content: 'No networks added yet.' },
    ],
    onExpandedChange: fn(),
  },
  parameters: {
    controls: { include: ['items', 'allowMultiple', 'headingLevel', 'defaultExpandedIds'] },
    docs: {
      description: {
        component:
          "Sections that open and close under header buttons (`aria-expanded`). Each header may show completion text on the right — `completionText(n, 'site')` gives 'No sites', '1 site', '3 sites'. Enter or Space toggles; Up/Down, Home/End move between headers.",
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sites = canvas.getByRole('button', { name: /^Sites/ });
    await expect(sites).toHaveAttribute('aria-expanded', 'false');
    await expect(sites).toHaveTextContent('3 sites');
    await expect(canvas.getByRole('button', { name: /^Networks/ })).toHaveTextContent('No networks');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(sites).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /^Sites/ })).toHaveTextContent('Headquarters');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['sites']);
  },
};

export const Playground: Story = {
  args: { defaultExpandedIds: ['contacts'], allowMultiple: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Contacts/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

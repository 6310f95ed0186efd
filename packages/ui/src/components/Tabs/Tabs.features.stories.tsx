import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Tabs, type TabsProps } from './Tabs';

const meta = {
  title: 'Navigation/Tabs/Features',
  component: Tabs,
  args: {
    label: 'Sensor groups',
    tabs: [
      { id: 'physical', label: 'Physical Sensors', content: '2 physical sensors.' },
      { id: 'virtual', label: 'Virtual Sensors', content: '5 virtual sensors.' },
      { id: 'scanners', label: 'Risk Scanners', content: 'No risk scanners.', disabled: true },
      { id: 'cloud', label: 'Cloud Sensors', content: '1 cloud sensor.' },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeysWrapAndSkipDisabled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Cloud Sensors' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Virtual Sensors' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cloud Sensors' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Physical Sensors' })).toHaveFocus();
  },
};

export const HomeAndEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Cloud Sensors' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Physical Sensors' })).toHaveFocus();
  },
};

export const TabMovesIntoPanel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Physical Sensors' })).toHaveFocus();
  },
};

export const ClickSelects: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Virtual Sensors' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('5 virtual sensors.');
    await expect(args.onSelect).toHaveBeenCalledWith('virtual');
  },
};

export const DisabledTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Risk Scanners' })).toBeDisabled();
  },
};

function ControlledTabs(props: TabsProps) {
  const [selected, setSelected] = useState('cloud');
  return (
    <>
      <Tabs {...props} selectedId={selected} onSelect={setSelected} />
      <p>Selected: {selected}</p>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Cloud Sensors' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Physical Sensors' }));
    await expect(canvas.getByText('Selected: physical')).toBeVisible();
  },
};

import { BADGE_STATUS_EXAMPLES } from '@portal/fixtures/widgets/badgeStatuses';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../../icons';
import { styled } from '../../theme/styledInterop';
import { INTENTS } from '../../theme/tokens';
import { Badge } from './Badge';

const meta = {
  title: 'Data Display/Badge/Features',
  component: Badge,
  args: { status: 'OK' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Statuses: Story = {
  render: () => (
    <Row>
      {BADGE_STATUS_EXAMPLES.map(([status]) => (
        <Badge key={status} status={status} />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    for (const [status, intent] of BADGE_STATUS_EXAMPLES) {
      await expect(canvas.getByText(status)).toHaveAttribute('data-intent', intent);
    }
  },
};

export const CaseInsensitive: Story = {
  args: { status: 'Healthy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Healthy')).toHaveAttribute('data-intent', 'success');
  },
};

export const ExplicitIntents: Story = {
  render: () => (
    <Row>
      {INTENTS.map((intent) => (
        <Badge key={intent} intent={intent}>
          {intent}
        </Badge>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    for (const intent of INTENTS) await expect(canvas.getByText(intent)).toHaveAttribute('data-intent', intent);
  },
};

export const Solid: Story = {
  render: () => (
    <Row>
      {INTENTS.map((intent) => (
        <Badge key={intent} intent={intent} appearance="solid">
          {intent}
        </Badge>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('danger')).toHaveAttribute('data-intent', 'danger');
  },
};

export const IntentOverridesStatus: Story = {
  args: { status: 'OK', intent: 'danger', children: '3 endpoints are contained' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 endpoints are contained')).toHaveAttribute('data-intent', 'danger');
  },
};

export const WithIcon: Story = {
  args: { status: 'DOWN', icon: <Icon name="exclamation" size="sm" /> },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('DOWN');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

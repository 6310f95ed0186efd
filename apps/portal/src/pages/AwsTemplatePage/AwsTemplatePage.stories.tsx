import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { withFault } from '@portal/fixtures';
import { expect, fn, waitFor } from 'storybook/test';
import { AwsTemplatePage } from './AwsTemplatePage';

const meta = {
  title: 'Screens/ConnectedAccounts/AwsTemplate',
  component: AwsTemplatePage,
  args: { navigate: fn() },
  parameters: {
    layout: 'fullscreen',
    route: '/awstemplate',
    docs: {
      description: {
        component:
          '/awstemplate (portal-onboarding §2.9): fetches the pod (`GET /api/v2/userinfo/pod`), then leaves for the AWS stack-creation page with the pod’s template. The stories catch the navigation.',
      },
    },
  },
} satisfies Meta<typeof AwsTemplatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The direct customer's pod is us-east-2: the quick-create page in us-east-2 with that pod's template. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Redirecting to AWS…')).toBeVisible();
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(
        'https://console.aws.amazon.com/cloudformation/home?region=us-east-2#/stacks/quickcreate?templateURL=https%3A%2F%2Fportal-templates-us-east-2.s3.us-east-2.amazonaws.com%2Faws%2Fportal-connect.yaml&stackName=PortalConnect',
      ),
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.pod.path, 'never')),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Loading your pod...')).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** The pod cannot be fetched: an error panel with Retry, and no redirect. */
export const PodError: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.pod.path, 500)),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error.');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CALLS,
  INVALID_REPLY_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NON_JSON_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from '@portal/api';
import { withFault, type Fault } from '@portal/fixtures';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { AdEventDataPage } from './AdEventDataPage';

const AD_EVENTS = CALLS.adEvents.path;

const meta = {
  title: 'Screens/Data/AdEventDataPage/Errors',
  component: AdEventDataPage,
  render: () => (
    <Routes>
      <Route path="/data/ad/:type" element={<AdEventDataPage />} />
    </Routes>
  ),
  parameters: { layout: 'fullscreen', route: '/data/ad/user' },
} satisfies Meta<typeof AdEventDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any failure but "not found" shows in the panel's error banner, with Retry. */
const failing = (fault: Fault, message: string): Story => ({
  beforeEach: ({ msw }) => msw.use(withFault('get', AD_EVENTS, fault)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
});

export const ServerError = failing(500, 'Internal server error.');
export const BadGateway = failing(502, 'Bad gateway.');
export const Unavailable = failing(503, 'Service temporarily unavailable.');
export const GatewayTimeout = failing(504, TIMEOUT_ERROR_MESSAGE);
export const Forbidden = failing(403, 'You do not have permission to perform this action.');
export const NetworkError = failing('network', NETWORK_ERROR_MESSAGE);
export const NotJson = failing('non-json', NON_JSON_ERROR_MESSAGE);
export const WrongShape = failing('wrong-shape', INVALID_REPLY_MESSAGE);

/** A 404 from the server is "no results", not an error. */
export const NotFound: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', AD_EVENTS, 404)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found matching your search criteria')).toBeVisible();
  },
};

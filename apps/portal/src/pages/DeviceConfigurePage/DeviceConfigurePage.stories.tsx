import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEVICE_CONFIGS, INVALID_DEVICE_CONFIG } from '@portal/fixtures/widgets/deviceConfigs';
import { expect, spyOn } from 'storybook/test';
import { DeviceConfigurePage } from './DeviceConfigurePage';

/** The `c` parameter built independently of the page's encoder (the samples are ASCII, so btoa suffices). */
const c = (value: unknown) => encodeURIComponent(btoa(JSON.stringify(value)));
const LOCAL = 'http://192.168.100.1/configure?c=';

const meta = {
  title: 'Screens/Onboarding/DeviceConfigure',
  component: DeviceConfigurePage,
  parameters: {
    layout: 'fullscreen',
    route: `/device/configure?c=${c(DEVICE_CONFIGS.static)}`,
    docs: {
      description: {
        component:
          '/device/configure?c=<base64 JSON> (portal-onboarding §2.7): the sensor’s settings read-only and the configuration URL for the device’s fixed local address, with Copy.',
      },
    },
  },
} satisfies Meta<typeof DeviceConfigurePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static address: Site, Name, Model, Deployment Type, the mgmt0 fields and the URL carrying the configuration. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Device Configuration' })).toBeVisible();
    for (const text of ['Boston HQ', 'nwh-bos-s1', 'sensor1000', 'SPAN/mirror', 'Static', '10.20.30.40']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('255.255.255.0')).toBeVisible();
    await expect(canvas.getByText('10.20.30.1')).toBeVisible();
    await expect(canvas.getByText('10.20.0.53, 10.20.0.54')).toBeVisible();
    const link = canvas.getByRole('link', { name: /^http:\/\/192\.168\.100\.1\/configure\?c=/ });
    await expect(link).toHaveAttribute('href', `${LOCAL}${c(DEVICE_CONFIGS.static)}`);
  },
};

export const Dhcp: Story = {
  parameters: { route: `/device/configure?c=${c(DEVICE_CONFIGS.dhcp)}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('DHCP')).toBeVisible();
    await expect(canvas.getByText('Worcester Clinic')).toBeVisible();
    await expect(canvas.queryByText('Gateway')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^http:\/\/192\.168\.100\.1/ })).toHaveAttribute(
      'href',
      `${LOCAL}${c(DEVICE_CONFIGS.dhcp)}`,
    );
  },
};

/** Copy puts the URL on the clipboard and says 'Copied'. */
export const CopyUrl: Story = {
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy configuration URL' }));
    await expect(writeText).toHaveBeenCalledWith(`${LOCAL}${c(DEVICE_CONFIGS.static)}`);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    writeText.mockRestore();
  },
};

export const NoConfiguration: Story = {
  parameters: { route: '/device/configure' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is no configuration available.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^http/ })).not.toBeInTheDocument();
  },
};

/** Garbage in `c` (not base64 JSON) is no configuration either. */
export const Unreadable: Story = {
  parameters: { route: '/device/configure?c=%%%not-base64' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is no configuration available.')).toBeVisible();
  },
};

/** A gateway outside the subnet: the values are shown, the URL is not. */
export const InvalidValues: Story = {
  parameters: { route: `/device/configure?c=${c(INVALID_DEVICE_CONFIG)}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to create configuration URL due to invalid values.')).toBeVisible();
    await expect(canvas.getByText('10.99.0.1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy configuration URL' })).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALLS } from '@portal/api';
import { anyOrigin, withFault } from '@portal/fixtures';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LogSourcesPage } from './LogSourcesPage';

const TAG = CALLS.logSourceTag.path;
const RESERVED = CALLS.reservedTags.path;

const meta = {
  title: 'Screens/Data/LogSourcesPage/Tags',
  component: LogSourcesPage,
  parameters: { layout: 'fullscreen', route: '/logsearch/sources' },
} satisfies Meta<typeof LogSourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const card = async (canvas: Canvas, name: string) => within(await canvas.findByRole('listitem', { name }));
const tagsOf = (scope: Awaited<ReturnType<typeof card>>, name: string) =>
  within(scope.getByRole('list', { name: `Tags of ${name}` }));

/** A tag's remove button once it can be used (after the reserved list is in). */
const removable = async (scope: Awaited<ReturnType<typeof card>>, tag: string, source: string) => {
  const button = scope.getByRole('button', { name: `Remove the tag ${tag} from ${source}` });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

/** The tag calls that reached the network in the running story (then passed on to the demo API). */
const tagCalls = { count: 0 };
const countTagCalls = http.post(anyOrigin(TAG), () => {
  tagCalls.count += 1;
});

/** A new tag is saved and listed; the field is empty for the next one. */
export const AddTag: Story = {
  play: async ({ canvas }) => {
    const firewall = await card(canvas, 'Perimeter firewall');
    const field = firewall.getByRole('textbox', { name: 'New tag for Perimeter firewall' });
    await userEvent.type(field, 'PCI-Scope');
    await userEvent.click(firewall.getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(tagsOf(firewall, 'Perimeter firewall').getByText('pci-scope')).toBeVisible());
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Enter in the field adds the tag too. */
export const AddTagWithEnter: Story = {
  play: async ({ canvas }) => {
    const proxy = await card(canvas, 'Web proxy');
    await userEvent.type(proxy.getByRole('textbox', { name: 'New tag for Web proxy' }), 'egress-eu{Enter}');
    await waitFor(() => expect(tagsOf(proxy, 'Web proxy').getByText('egress-eu')).toBeVisible());
  },
};

export const RemoveTag: Story = {
  play: async ({ canvas }) => {
    const firewall = await card(canvas, 'Perimeter firewall');
    await expect(tagsOf(firewall, 'Perimeter firewall').getByText('perimeter')).toBeVisible();
    await userEvent.click(await removable(firewall, 'perimeter', 'Perimeter firewall'));
    await waitFor(() => expect(firewall.queryByText('perimeter')).toBeNull());
    // The parser tag stays.
    await expect(tagsOf(firewall, 'Perimeter firewall').getByText('firewall')).toBeVisible();
  },
};

/** A reserved parser tag is refused in the page: no call is made. */
export const ReservedTagRefused: Story = {
  beforeEach: ({ msw }) => {
    tagCalls.count = 0;
    msw.use(countTagCalls);
  },
  play: async ({ canvas }) => {
    const proxy = await card(canvas, 'Web proxy');
    // The reserved list is in once the card marks its parser tag.
    await expect(await proxy.findByRole('img', { name: 'parser tag' })).toBeVisible();
    const field = proxy.getByRole('textbox', { name: 'New tag for Web proxy' });
    await userEvent.type(field, 'Windows');
    await userEvent.click(proxy.getByRole('button', { name: 'Add tag' }));
    await expect(
      await proxy.findByText('“windows” is a reserved parser tag: the parser sets it, so it cannot be added by hand.'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('Windows');
    await expect(tagCalls.count).toBe(0);
  },
};

/** Lets the reserved list through once the play has typed (the demo API then answers it). */
const reservedList = { release: () => {} };

/**
 * The reserved list arrives after the tag was typed: the field's check ran without it, and Add still refuses the parser
 * tag before any call.
 */
export const ReservedListArrivesAfterTyping: Story = {
  beforeEach: ({ msw }) => {
    tagCalls.count = 0;
    const arrived = new Promise<void>((resolve) => {
      reservedList.release = resolve;
    });
    msw.use(
      countTagCalls,
      http.get(anyOrigin(RESERVED), async () => {
        await arrived;
      }),
    );
  },
  play: async ({ canvas }) => {
    const proxy = await card(canvas, 'Web proxy');
    const field = proxy.getByRole('textbox', { name: 'New tag for Web proxy' });
    await userEvent.type(field, 'Windows');
    reservedList.release();
    await expect(await proxy.findByRole('img', { name: 'parser tag' })).toBeVisible();
    await userEvent.click(proxy.getByRole('button', { name: 'Add tag' }));
    await expect(
      await proxy.findByText('“windows” is a reserved parser tag: the parser sets it, so it cannot be added by hand.'),
    ).toBeVisible();
    await expect(field).toHaveValue('Windows');
    await expect(tagCalls.count).toBe(0);
  },
};

export const DuplicateTagRefused: Story = {
  play: async ({ canvas }) => {
    const firewall = await card(canvas, 'Perimeter firewall');
    await userEvent.type(firewall.getByRole('textbox', { name: 'New tag for Perimeter firewall' }), 'perimeter');
    await userEvent.click(firewall.getByRole('button', { name: 'Add tag' }));
    await expect(await firewall.findByText('Perimeter firewall already has the tag “perimeter”.')).toBeVisible();
  },
};

/** The add fails: §8's 'Unable to add the tag …' and the typed tag is still in the field. */
export const AddTagFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', TAG, 500)),
  play: async ({ canvas }) => {
    const firewall = await card(canvas, 'Perimeter firewall');
    const field = firewall.getByRole('textbox', { name: 'New tag for Perimeter firewall' });
    await userEvent.type(field, 'pci-scope');
    await userEvent.click(firewall.getByRole('button', { name: 'Add tag' }));
    await expect(await firewall.findByRole('alert')).toHaveTextContent(
      'Unable to add the tag “pci-scope”. Internal server error.',
    );
    await expect(field).toHaveValue('pci-scope');
    await expect(firewall.getByRole('button', { name: 'Add tag' })).toBeEnabled();
  },
};

/** The remove fails: §8's 'Unable to remove the tag …' and the tag is still listed. */
export const RemoveTagFailure: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('post', TAG, 503)),
  play: async ({ canvas }) => {
    const firewall = await card(canvas, 'Perimeter firewall');
    await userEvent.click(await removable(firewall, 'perimeter', 'Perimeter firewall'));
    await expect(await firewall.findByRole('alert')).toHaveTextContent(
      'Unable to remove the tag “perimeter”. Service temporarily unavailable.',
    );
    await expect(tagsOf(firewall, 'Perimeter firewall').getByText('perimeter')).toBeVisible();
  },
};

/** Without the reserved list the page still works; the server then refuses a parser tag, in the same words. */
export const ReservedListUnavailable: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.reservedTags.path, 500)),
  play: async ({ canvas }) => {
    const proxy = await card(canvas, 'Web proxy');
    await userEvent.type(proxy.getByRole('textbox', { name: 'New tag for Web proxy' }), 'dns');
    await userEvent.click(proxy.getByRole('button', { name: 'Add tag' }));
    await expect(await proxy.findByRole('alert')).toHaveTextContent(
      'Unable to add the tag “dns”. The tag dns is reserved and cannot be changed.',
    );
  },
};

/** While the reserved list loads, no tag can be removed yet (it may be a parser tag); adding still works. */
export const ReservedTagsLoading: Story = {
  beforeEach: ({ msw }) => msw.use(withFault('get', CALLS.reservedTags.path, 'never')),
  play: async ({ canvas }) => {
    const firewall = await card(canvas, 'Perimeter firewall');
    await expect(tagsOf(firewall, 'Perimeter firewall').getByText('perimeter')).toBeVisible();
    await expect(
      firewall.getByRole('button', { name: 'Remove the tag perimeter from Perimeter firewall' }),
    ).toBeDisabled();
    await expect(firewall.getByRole('textbox', { name: 'New tag for Perimeter firewall' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { contactsFixture, recommendedGroupsFixture, recommendedUsersFixture } from '../fixtures';
import { ContactList } from './ContactList';

const meta = {
  title: 'Widgets/Messaging/ContactList',
  component: ContactList,
  args: {
    contacts: contactsFixture,
    onMessage: fn(),
    recommendedUsers: recommendedUsersFixture,
    recommendedGroups: recommendedGroupsFixture,
    onJoinGroup: fn(),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ContactList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Alphabetical groups by pinyin or Latin initial, '#' last; an empty nick shows the default nickname. */
export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /球场老王/ }));
    await expect(args.onMessage).toHaveBeenCalledWith(expect.objectContaining({ uid: 2 }));
  },
};
export const Loading: Story = { args: { contacts: null, recommendedUsers: [], recommendedGroups: [] } };
export const Empty: Story = { args: { contacts: [] } };
export const LoadFailed: Story = { args: { contacts: null, error: '网络不可用，请稍后重试', onRetry: fn() } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { followsFixture } from '../fixtures';
import { FollowList } from './FollowList';

const meta = {
  title: 'Widgets/Member/FollowList',
  component: FollowList,
  args: {
    follows: followsFixture,
    hrefOf: (uid: number) => `/live?uid=${uid}`,
    onNavigate: fn(),
    onUnfollow: fn(async (_uid: number) => undefined),
  },
} satisfies Meta<typeof FollowList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live streamer, an offline one without a room title, and a nickname that looks like markup. */
export const Default: Story = {};
export const Loading: Story = { args: { follows: null } };
export const Empty: Story = { args: { follows: [] } };
export const LoadFailed: Story = { args: { follows: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
/** With the private-message button (issue 16). */
export const WithMessage: Story = { args: { onMessage: fn() } };
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
/** Unfollowing asks first; the row leaves and focus goes to the list's heading. */
export const Unfollow: Story = {
  render: function Render(args) {
    const [follows, setFollows] = useState(args.follows ?? []);
    return (
      <FollowList
        {...args}
        follows={follows}
        onUnfollow={async (uid) => {
          await args.onUnfollow(uid);
          setFollows((all) => all.filter((f) => f.uid !== uid));
        }}
      />
    );
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /Coach Lee/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(取消关注|Unfollow|Bỏ theo dõi)$/ }));
    await expect(args.onUnfollow).toHaveBeenCalledWith(102);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /关注的主播|Streamers you follow|Streamer bạn theo dõi/ })).toHaveFocus(),
    );
    await expect(screen.getByRole('status')).toHaveTextContent(/Coach Lee/);
  },
};
export const UnfollowRefused: Story = {
  args: { onUnfollow: fn(async (_uid: number) => Promise.reject(new Error('请登录后操作'))) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Coach Lee/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^(取消关注|Unfollow|Bỏ theo dõi)$/ }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent('请登录后操作');
  },
};

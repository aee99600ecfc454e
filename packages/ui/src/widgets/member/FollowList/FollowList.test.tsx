import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { followsFixture } from '../fixtures';
import { FollowList } from './FollowList';

const hrefOf = (uid: number) => `/live?uid=${uid}`;

/** The list as the page keeps it: an unfollowed streamer leaves. */
function Live({ onUnfollow }: { onUnfollow: (uid: number) => Promise<void> }) {
  const [follows, setFollows] = useState(followsFixture);
  return (
    <FollowList
      follows={follows}
      hrefOf={hrefOf}
      onUnfollow={async (uid) => {
        await onUnfollow(uid);
        setFollows((all) => all.filter((f) => f.uid !== uid));
      }}
    />
  );
}

describe('FollowList', () => {
  it('shows each streamer with the live state, a link to the room, and names as text', async () => {
    const { container } = renderWithProviders(<FollowList follows={followsFixture} hrefOf={hrefOf} onUnfollow={vi.fn()} />);
    const list = screen.getByRole('list', { name: '关注的主播' });
    const items = within(list).getAllByTestId('follow-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('直播中')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('英超 曼城 vs 阿森纳 解说');
    expect(within(items[1]!).getByText('未开播')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: '球评小王' })).toHaveAttribute('href', '/live?uid=101');
    expect(within(items[2]!).getByRole('link', { name: '<i>篮球</i>老张' })).toBeInTheDocument();
    expect(container.querySelector('i')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('unfollows after the confirmation; as the row leaves, the heading takes focus', async () => {
    const onUnfollow = vi.fn(async (_uid: number) => undefined);
    renderWithProviders(<Live onUnfollow={onUnfollow} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow Coach Lee' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unfollow' }));
    expect(onUnfollow).toHaveBeenCalledWith(102);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Streamers you follow' })).toHaveFocus());
    expect(screen.getAllByTestId('follow-item')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Unfollowed Coach Lee');
  });

  it('shows the loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(<FollowList follows={null} hrefOf={hrefOf} onUnfollow={vi.fn()} />, { locale: 'vi' });
    expect(screen.getByText('Đang tải các streamer bạn theo dõi…')).toBeInTheDocument();
    rerender(<FollowList follows={[]} hrefOf={hrefOf} onUnfollow={vi.fn()} />);
    expect(screen.getByText('Bạn chưa theo dõi streamer nào')).toBeInTheDocument();
    rerender(<FollowList follows={null} error="offline" onRetry={onRetry} hrefOf={hrefOf} onUnfollow={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

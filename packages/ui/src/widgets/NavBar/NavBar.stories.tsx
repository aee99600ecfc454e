import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { SearchOverlay } from './SearchOverlay';
import { UserMenu } from './UserMenu';
import { UserPanel } from './UserPanel';

const avatar = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#c8281e"/></svg>')}`;
const items = [
  { href: '/main', label: '首页 · Home', active: true },
  { href: '/score-live', label: '比分 · Scores' },
  { href: '/anchor?type=0', label: '直播 · Live' },
  { href: '/news', label: '头条 · News' },
];
const languages = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
  { value: 'vi', label: 'Tiếng Việt' },
];
const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  is_sign: day < 3 ? 1 : 0,
  is_today: day === 3 ? 1 : 0,
  lz_num: [10, 10, 20, 20, 30, 30, 50][day - 1]!,
}));
const tasks = [
  { id: 1, task: '观看一场直播 · Watch a live stream', img: avatar, lz_num: 10, is_complete: 1, is_receive: 0 },
  { id: 2, task: 'Gửi một bình luận chạy', img: avatar, lz_num: 10, is_complete: 0, is_receive: 0 },
];
const links = { personal: '/member?type=19', follows: '/persona', space: '/member?type=18', applyAnchor: '/member?type=7' };

const panel = (signedToday = false) => (
  <UserPanel
    nickname="演示观众 Người xem"
    avatar={avatar}
    level={3}
    balance={10000}
    isAnchor={false}
    signDays={days}
    tasks={tasks}
    signedToday={signedToday}
    onSign={fn()}
    onClaim={fn()}
    onRecharge={fn()}
    links={links}
    onLogout={fn()}
  />
);

const meta = {
  title: 'Widgets/NavBar',
  component: NavBar,
  args: {
    siteName: 'Arena 体育直播',
    items,
    onNavigate: fn(),
    languages,
    language: 'zh',
    onLanguageChange: fn(),
    search: '',
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onStartLive: fn(),
    onLogin: fn(),
    searchOverlay: (
      <SearchOverlay
        hot={['英超', 'NBA', '皇家马德里', 'V.League']}
        history={['湖人']}
        onPick={fn()}
        onClearHistory={fn()}
        onAnchor={fn()}
        onLive={fn()}
      />
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /登录|Log in|Đăng nhập/ }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  args: {
    user: (
      <UserMenu nickname="演示观众" avatar={avatar}>
        {panel()}
      </UserMenu>
    ),
  },
};

/** The avatar panel opens on keyboard focus, not only on hover. */
export const PanelByKeyboard: Story = {
  args: LoggedIn.args,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /演示观众/ });
    await userEvent.tab();
    for (let i = 0; i < 30 && !document.activeElement?.getAttribute('aria-label')?.includes('演示观众'); i++) await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: /签到|Sign in|Điểm danh/ })).toBeVisible());
  },
};

export const SignedIn: Story = {
  args: {
    user: (
      <UserMenu nickname="演示观众" avatar={avatar} open>
        {panel(true)}
      </UserMenu>
    ),
  },
};

export const SearchOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('searchbox'));
    await expect(await screen.findByRole('region', { name: /搜索建议|Search suggestions|Gợi ý/ })).toBeVisible();
  },
};

export const SearchResults: Story = {
  args: {
    search: '老王',
    searchOverlay: (
      <SearchOverlay
        hot={[]}
        history={[]}
        anchors={[{ uid: 2, user_nickname: '球场老王', avatar, islive: 1 }]}
        lives={[{ uid: 2, title: '英超直播：曼联 vs 利物浦', user_nickname: '球场老王', islive: 1 }]}
        onPick={fn()}
        onClearHistory={fn()}
        onAnchor={fn()}
        onLive={fn()}
      />
    ),
  },
  play: SearchOpen.play,
};

export const SearchNothingFound: Story = {
  args: {
    search: 'zzz',
    searchOverlay: (
      <SearchOverlay hot={[]} history={[]} anchors={[]} lives={[]} onPick={fn()} onClearHistory={fn()} onAnchor={fn()} onLive={fn()} />
    ),
  },
  play: SearchOpen.play,
};

export const Hidden: Story = { args: { hidden: true } };
export const Playground: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { playerMatchesFixture } from '../fixtures';
import { PlayerMatches } from './PlayerMatches';

const meta = {
  title: 'Widgets/Database/PlayerMatches',
  component: PlayerMatches,
  args: {
    sport: 'football',
    matches: playerMatchesFixture,
    matchHref: (id: number) => `/score-detail?id=${id}&type=0`,
    teamHref: (id: number) => `/base-football?team=${id}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof PlayerMatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last matches, latest first: where, against whom, the score, the result and the player's line (a substitute's minutes marked). */
export const Default: Story = {};
export const Loading: Story = { args: { matches: null } };
export const Empty: Story = { args: { matches: [] } };
export const LoadFailed: Story = { args: { matches: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const LongNames: Story = {
  args: {
    matches: playerMatchesFixture.map((m, i) =>
      i === 0
        ? {
            ...m,
            opponent_name_zh: '布拉格波希米亚人足球俱乐部青年队',
            opponent_name_en: 'Bohemians Praha 1905 Under-21 Development Squad',
            opponent_name_vi: 'Đội phát triển U21 Bohemians Praha 1905',
          }
        : m,
    ),
  },
};
export const Basketball: Story = {
  args: {
    sport: 'basketball',
    matches: playerMatchesFixture.map((m, i) => ({
      ...m,
      home_score: 110 + i,
      away_score: 104 + i * 3,
      points: 24 + i,
      rebounds: 7,
      assists: 9 - i,
    })),
  },
};

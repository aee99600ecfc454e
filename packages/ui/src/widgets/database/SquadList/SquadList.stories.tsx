import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { squadFixture } from '../fixtures';
import { SquadList } from './SquadList';

const meta = {
  title: 'Widgets/Database/SquadList',
  component: SquadList,
  args: { sport: 'football', players: squadFixture, playerHref: (id: number) => `/base-football?player=${id}`, onNavigate: fn() },
} satisfies Meta<typeof SquadList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Goalkeepers, defenders, midfielders and forwards, by shirt number; starters marked; one long name. */
export const Default: Story = {};
export const Loading: Story = { args: { players: null } };
export const Empty: Story = { args: { players: [] } };
export const LoadFailed: Story = { args: { players: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const Basketball: Story = {
  args: {
    sport: 'basketball',
    players: squadFixture.slice(0, 5).map((p, i) => ({ ...p, position: ['PG', 'SG', 'SF', 'PF', 'C'][i]!, height: 190 + i * 5 })),
  },
};

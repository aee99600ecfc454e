import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cupStandingsFixture, groupZones, leagueZones, standingRows, standingsFixture } from '../fixtures';
import { type StandingScope, StandingsPanel } from './StandingsPanel';

const meta = {
  title: 'Widgets/Database/StandingsPanel',
  component: StandingsPanel,
  args: {
    sport: 'football',
    title: '英超 · Premier League',
    standings: standingsFixture,
    scope: 'all',
    onScopeChange: fn(),
    zones: leagueZones,
    groupZones,
    teamHref: (id: number) => `/base-football?team=${id}`,
    onNavigate: fn(),
  },
  render: function Render(args) {
    const [scope, setScope] = useState<StandingScope>(args.scope);
    return (
      <StandingsPanel
        {...args}
        scope={scope}
        onScopeChange={(s) => {
          args.onScopeChange(s);
          setScope(s);
        }}
      />
    );
  },
} satisfies Meta<typeof StandingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Eight teams after four rounds: form chips, the zones coloured beside the rank with a legend, the teams linking to their pages. */
export const Default: Story = {};
/** The table's place while it loads: the same height as the eight rows it stands for. */
export const Loading: Story = { args: { standings: null } };
/** A season whose first round has not finished. */
export const Empty: Story = { args: { standings: { group: 0, list: [] } } };
export const LoadFailed: Story = { args: { standings: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const LongNames: Story = { args: { standings: { group: 0, list: standingRows(8, 4, true) } } };
/** A cup's group tables; the first two of each group go through. */
export const CupGroups: Story = { args: { standings: cupStandingsFixture, title: '欧冠 · Champions League' } };
/** Basketball: no draws, two points a win. */
export const Basketball: Story = {
  args: {
    sport: 'basketball',
    title: 'NBA',
    zones: [],
    standings: {
      group: 0,
      list: standingRows(4, 6).map((r) => ({ ...r, drawn: 0, form: (r.form ?? []).map((f) => (f === 'D' ? 'L' : f)) })),
    },
  },
};
/** Choosing the home table by keyboard: the button is pressed and the page is asked for that scope. */
export const HomeTable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = within(canvas.getByRole('group')).getAllByRole('button');
    buttons[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onScopeChange).toHaveBeenCalledWith('home');
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
  },
};

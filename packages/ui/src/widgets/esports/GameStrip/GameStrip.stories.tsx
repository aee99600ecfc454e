import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seriesFixture } from '../fixtures';
import { GameStrip } from './GameStrip';

const bo3 = seriesFixture('lol', 3, 'live');
const meta = {
  title: 'Widgets/Esports/GameStrip',
  component: GameStrip,
  args: { game: 'lol', bestOf: 3, games: bo3.games!, home: bo3.home, away: bo3.away, selected: 3, onSelect: fn() },
} satisfies Meta<typeof GameStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

const of = (s: ReturnType<typeof seriesFixture>, selected?: number) => ({
  game: s.game,
  bestOf: s.best_of,
  games: s.games!,
  home: s.home,
  away: s.away,
  selected,
});

/** A LoL Bo3 at 1–1, game 3 on. */
export const Default: Story = {};
export const Bo1Live: Story = { args: of(seriesFixture('dota2', 1, 'live'), 1) };
export const Bo5Live: Story = { args: of(seriesFixture('dota2', 5, 'live'), 4) };
export const Cs2Maps: Story = { args: of(seriesFixture('cs2', 3, 'live'), 3) };
export const Finished: Story = { args: of(seriesFixture('lol', 5, 'finished'), 4) };
/** Nothing played: every place waits, none can be chosen. */
export const Upcoming: Story = { args: of(seriesFixture('cs2', 3, 'upcoming')) };
export const ReadOnly: Story = { args: { onSelect: undefined, selected: undefined } };
/** Choosing game 1 with the keyboard presses its button and releases game 3's. */
export const ChooseByKeyboard: Story = {
  render: (args) => {
    const [selected, setSelected] = useState(args.selected);
    return <GameStrip {...args} selected={selected} onSelect={setSelected} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    buttons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons[2]).toHaveAttribute('aria-pressed', 'false');
  },
};

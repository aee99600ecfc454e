import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { competitionsFixture, longNameCompetition } from '../fixtures';
import type { CompetitionData } from '../types';
import { CompetitionDirectory } from './CompetitionDirectory';

const meta = {
  title: 'Widgets/Database/CompetitionDirectory',
  component: CompetitionDirectory,
  args: {
    competitions: competitionsFixture,
    hrefOf: (c: CompetitionData) => `/base-${c.sport === 1 ? 'basketball' : 'football'}?id=${c.id}`,
    onNavigate: fn(),
    onToggleFavourite: fn(),
  },
  render: function Render(args) {
    const [list, setList] = useState(args.competitions);
    return (
      <CompetitionDirectory
        {...args}
        competitions={list}
        onToggleFavourite={(c) => {
          args.onToggleFavourite(c);
          setList((all) => all?.map((x) => (x.id === c.id ? { ...x, is_favourite: x.is_favourite === 1 ? 0 : 1 } : x)) ?? null);
        }}
      />
    );
  },
} satisfies Meta<typeof CompetitionDirectory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Favourites first, then football and basketball by country, each with its season and teams. */
export const Default: Story = {};
export const Loading: Story = { args: { competitions: null } };
export const Empty: Story = { args: { competitions: [] } };
export const LoadFailed: Story = { args: { competitions: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const LongNames: Story = { args: { competitions: [longNameCompetition, ...competitionsFixture] } };
/** Searching in any language: "cba" finds the Chinese basketball league; the count is announced. */
export const Search: Story = { args: { defaultKeyword: 'cba' } };
/** A search nothing matches says so and what to try. */
export const NoMatch: Story = { args: { defaultKeyword: 'xyz' } };
/** Starring a competition by keyboard moves it to the favourites. */
export const StarByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getAllByRole('button', { pressed: false });
    const csl = stars.find((b) => /Chinese Super League|中国足球超级联赛|VĐQG Trung Quốc/.test(b.getAttribute('aria-label') ?? ''))!;
    csl.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ id: 542 }));
    await expect(canvas.getAllByRole('button', { pressed: true, name: /^(收藏|Favourite|Yêu thích) / })).toHaveLength(2);
  },
};

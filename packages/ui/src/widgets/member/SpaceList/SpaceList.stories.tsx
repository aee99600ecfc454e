import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spaceFixtures } from '../fixtures';
import { SpaceList } from './SpaceList';

const meta = {
  title: 'Widgets/Member/SpaceList',
  component: SpaceList,
  args: { kind: 'horns', items: spaceFixtures.horns },
} satisfies Meta<typeof SpaceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My horns: under review, approved (its markup-looking text shown as text), rejected. */
export const Horns: Story = {};
export const Collected: Story = { args: { kind: 'collected', items: spaceFixtures.collected, hasMore: true, onLoadMore: fn() } };
export const Reserved: Story = { args: { kind: 'reserved', items: spaceFixtures.reserved } };
/** Gifts received, as the ledger records them (the page formats the coins in its language). */
export const GiftsReceived: Story = { args: { kind: 'giftsReceived', items: spaceFixtures.giftsReceived } };
export const Loading: Story = { args: { items: null } };
export const Empty: Story = { args: { kind: 'reserved', items: [] } };
export const LoadFailed: Story = { args: { items: null, error: '网络不可用，请稍后重试', onRetry: fn() } };

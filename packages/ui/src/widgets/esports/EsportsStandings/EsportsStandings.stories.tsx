import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { standingsFixture } from '../fixtures';
import { EsportsStandings } from './EsportsStandings';

const meta = {
  title: 'Widgets/Esports/EsportsStandings',
  component: EsportsStandings,
  args: { rows: standingsFixture() },
} satisfies Meta<typeof EsportsStandings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: null, expectedRows: 6 } };
export const Empty: Story = { args: { rows: [] } };
export const LoadFailed: Story = { args: { rows: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
/** Eight teams: the long name wraps in its cell instead of widening the table. */
export const LongNames: Story = { args: { rows: standingsFixture(8) } };

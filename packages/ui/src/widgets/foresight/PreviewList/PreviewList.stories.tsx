import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { previewFixture, secondPreviewFixture } from '../fixtures';
import { PreviewList } from './PreviewList';

const meta = {
  title: 'Widgets/Foresight/PreviewList',
  component: PreviewList,
  args: { previews: [previewFixture, secondPreviewFixture], teamHref: (id: number) => `/base-football?team=${id}`, onNavigate: fn() },
} satisfies Meta<typeof PreviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The next matches, soonest first. */
export const Default: Story = {};
export const Loading: Story = { args: { previews: null } };
/** No match still to play. */
export const Empty: Story = { args: { previews: [] } };
export const LoadFailed: Story = { args: { previews: null, error: '网络不可用，请稍后重试', onRetry: fn() } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DanmakuLayer } from '../DanmakuLayer/DanmakuLayer';
import { danmakuFixture } from '../fixtures';
import { Player } from './Player';

// Every state a viewer meets, shown through `preview` (no stream, no network).
const meta = {
  title: 'Widgets/Live/Player',
  component: Player,
  args: { title: '英超焦点战 全场解说', preview: { state: 'playing', muted: true }, onStateChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{<Story />}</div>],
} satisfies Meta<typeof Player>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MutedPrompt: Story = {
  play: async () => {
    const prompt = await screen.findByRole('button', { name: /点击|Click|Nhấn/ });
    await expect(prompt).toBeVisible();
  },
};
export const Loading: Story = { args: { preview: { state: 'loading' } } };
export const Stalled: Story = { args: { preview: { state: 'stalled' } } };
export const Reconnecting: Story = { args: { preview: { state: 'reconnecting' } } };
export const ErrorState: Story = { name: 'Error', args: { preview: { state: 'error' } } };
export const Offline: Story = { args: { src: null, preview: { state: 'offline' } } };
export const BehindLive: Story = { args: { preview: { state: 'playing', behindLive: true } } };
/** A broadcast's playback: play / pause and a seek bar with the time instead of the live mark. */
export const Playback: Story = {
  args: { vod: true, preview: { state: 'playing' } },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('slider', { name: /播放进度|Position|Vị trí phát/ })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAccessibleName(/回放|Playback|Phát lại/);
    await expect(screen.queryByText(/^(直播中|Live|Trực tiếp)$/)).toBeNull();
  },
};
export const QualityChoice: Story = {
  args: { preview: { state: 'playing', quality: 'hd' } },
  play: async ({ canvasElement }) => {
    const select = canvasElement.querySelector('select')!;
    await userEvent.selectOptions(select, 'smooth');
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-quality', 'smooth');
  },
};
export const WithDanmaku: Story = {
  args: {
    children: <DanmakuLayer initial={danmakuFixture} paused at={3} reducedMotion={false} />,
  },
};

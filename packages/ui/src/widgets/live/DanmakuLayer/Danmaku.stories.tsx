import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DanmakuSettingsPanel } from '../DanmakuSettingsPanel/DanmakuSettingsPanel';
import { danmakuFixture } from '../fixtures';
import { DanmakuLayer } from './DanmakuLayer';
import { type DanmakuSettings, DEFAULT_DANMAKU_SETTINGS } from './engine';

// The layer frozen after a few simulated seconds (deterministic), the reduced-motion list, and the
// settings panel driving the layer.
const Stage = ({ children }: { children: React.ReactNode }) => (
  <div style={{ position: 'relative', width: 640, height: 360, background: '#16324f' }}>{children}</div>
);

const meta = {
  title: 'Widgets/Live/Danmaku',
  component: DanmakuLayer,
  // Motion is frozen after 3 simulated seconds; `reducedMotion: false` keeps the flying layer even where
  // the story runner asks for reduced motion (the static list has its own story).
  args: { initial: danmakuFixture, paused: true, at: 3, reducedMotion: false },
  render: (args) => (
    <Stage>
      <DanmakuLayer {...args} />
    </Stage>
  ),
} satisfies Meta<typeof DanmakuLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pixels the layer's canvas has drawn (not transparent). */
function drawnPixels(root: HTMLElement) {
  const canvas = root.querySelector<HTMLCanvasElement>('[data-testid="danmaku-layer"] canvas');
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx || canvas.width === 0) return 0;
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
  return n;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The comments are drawn on a canvas (decorative, aria-hidden); their text and the merged
    // "好球！ ×N" are checked by the screenshot and by engine.test.ts.
    await waitFor(() => expect(drawnPixels(canvasElement)).toBeGreaterThan(1_000));
  },
};
export const QuarterArea: Story = { args: { settings: { ...DEFAULT_DANMAKU_SETTINGS, area: 1 } } };
export const LargeAndFaint: Story = { args: { settings: { ...DEFAULT_DANMAKU_SETTINGS, size: 3, opacity: 50 } } };
/** Switched off: the layer is hidden and runs no engine (nothing is drawn or queued). */
export const Hidden: Story = {
  args: { settings: { ...DEFAULT_DANMAKU_SETTINGS, show: false } },
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector('[data-testid="danmaku-layer"]') as HTMLElement;
    await expect(layer).not.toBeVisible();
    await expect(layer.querySelector('canvas')).toBeNull();
  },
};
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="danmaku-layer"] canvas')).not.toBeNull());
    await expect(drawnPixels(canvasElement)).toBe(0);
  },
};
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toBeVisible();
  },
};

function WithPanel() {
  const [settings, setSettings] = useState<DanmakuSettings>(DEFAULT_DANMAKU_SETTINGS);
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <Stage>
        <DanmakuLayer key={JSON.stringify(settings)} initial={danmakuFixture} paused at={3} reducedMotion={false} settings={settings} />
      </Stage>
      <DanmakuSettingsPanel settings={settings} onChange={setSettings} />
    </div>
  );
}
export const Settings: Story = {
  render: () => <WithPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { pressed: true });
    // Defaults of SPEC §3: area 3 and size 2 are the pressed choices.
    await expect(buttons).toHaveLength(2);
    const areaGroup = canvas.getAllByRole('group')[0]!;
    await userEvent.click(within(areaGroup).getAllByRole('button')[0]!);
    await expect(within(areaGroup).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true');
  },
};

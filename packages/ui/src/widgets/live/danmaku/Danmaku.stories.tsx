import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { danmakuFixture } from '../fixtures';
import { DanmakuLayer } from './DanmakuLayer';
import { DanmakuSettingsPanel } from './DanmakuSettingsPanel';
import { DEFAULT_DANMAKU_SETTINGS, type DanmakuSettings } from './engine';

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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Repeats of "好球！" merged into one comment with a count.
    await waitFor(() => expect(canvasElement.textContent).toMatch(/好球！ ×\d+/));
  },
};
export const QuarterArea: Story = { args: { settings: { ...DEFAULT_DANMAKU_SETTINGS, area: 1 } } };
export const LargeAndFaint: Story = { args: { settings: { ...DEFAULT_DANMAKU_SETTINGS, size: 3, opacity: 50 } } };
export const Empty: Story = { args: { initial: [] } };
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { defaultGameSettings, defaultImmediatelySettings, ScoreSettings, ScoreSettingsPanel } from './ScoreSettings';

const meta = {
  title: 'Widgets/Scores/ScoreSettings',
  component: ScoreSettingsPanel,
  args: { game: defaultGameSettings, immediately: defaultImmediatelySettings, onGameChange: fn(), onImmediatelyChange: fn() },
} satisfies Meta<typeof ScoreSettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §3 defaults: red and yellow alerts on, sound off; cards and half-time shown. */
export const Defaults: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('switch', { name: /进球声音|Goal sound|Âm thanh bàn thắng/ }));
    await expect(args.onGameChange).toHaveBeenCalledWith({ red: true, voice: true, yellow: true });
    await userEvent.click(screen.getByRole('switch', { name: /显示指数|Show odds|Hiện tỷ lệ kèo/ }));
    await expect(args.onImmediatelyChange).toHaveBeenCalledWith({ value1: true, value2: true, value3: true, value4: false });
  },
};
export const AllOn: Story = {
  args: { game: { red: true, voice: true, yellow: true }, immediately: { value1: true, value2: true, value3: true, value4: true } },
};

/** The settings button opens the panel in a dialog, by keyboard. */
export const InDialog: StoryObj<typeof ScoreSettings> = {
  render: (args) => <ScoreSettings {...args} />,
  play: async () => {
    const trigger = await screen.findByRole('button', { name: /设置|Settings|Cài đặt/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await expect(screen.getAllByRole('switch')).toHaveLength(7);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: { label: '音量 Volume', defaultValue: 60, onValueChange: fn(), onValueCommit: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ByKeyboard: Story = {
  args: { formatValue: (v: number) => `${v}%`, step: 5 },
  play: async ({ canvasElement, args }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: /音量/ });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '65');
    await expect(thumb).toHaveAttribute('aria-valuetext', '65%');
    await expect(args.onValueChange).toHaveBeenCalledWith(65);
  },
};

export const Opacity: Story = {
  args: { label: '弹幕透明度 · Độ mờ bình luận', min: 10, max: 100, step: 10, defaultValue: 80, formatValue: (v: number) => `${v}%` },
};

export const HiddenLabel: Story = { args: { hideLabel: true, hideValue: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Playground: Story = {};

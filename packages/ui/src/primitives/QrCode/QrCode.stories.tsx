import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: 'https://arena.example/live?uid=2', size: 160 },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
  },
};
export const Small: Story = { args: { size: 96, label: '手机观看 Watch on mobile' } };
export const LongText: Story = { args: { value: `https://arena.example/qr-login?code=${'a1b2c3d4'.repeat(4)}` } };
export const Playground: Story = {};

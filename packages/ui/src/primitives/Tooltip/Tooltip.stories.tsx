import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button, IconButton } from '../Button/Button';
import { popoverSides } from '../Popover/Popover';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: '收藏这场比赛 · Save this match',
    children: (
      <Button variant="soft" tone="neutral">
        收藏 Save
      </Button>
    ),
  },
  argTypes: { side: { control: 'select', options: popoverSides }, children: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('收藏这场比赛');
  },
};

export const OnIconButton: Story = {
  args: { content: 'Tìm kiếm', children: <IconButton icon="search" label="Tìm kiếm" />, defaultOpen: true, side: 'bottom' },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Tìm kiếm');
  },
};

export const LongTextVi: Story = {
  args: { defaultOpen: true, content: 'Sau khi quy đổi, không thể rút tiền mặt, chỉ có thể tiêu dùng, vui lòng xác nhận!' },
  play: async () => {
    await screen.findByRole('tooltip');
  },
};

export const Playground: Story = { args: { defaultOpen: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Popover, popoverAligns, popoverSides } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    label: '分享 Share',
    trigger: (
      <Button variant="soft" tone="neutral">
        分享 Share
      </Button>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'select', options: popoverSides },
    align: { control: 'select', options: popoverAligns },
    trigger: { control: false },
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <Popover {...args}>
      <Stack space="small">
        <Text weight="medium">手机观看 · Watch on mobile</Text>
        <Text size="small" tone="muted">
          扫码在手机上继续观看 · Quét mã để xem trên điện thoại
        </Text>
      </Stack>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { showClose: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '分享 Share' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: '分享 Share' });
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '分享 Share' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const LongTextVi: Story = {
  args: { defaultOpen: true, side: 'right', label: 'Chia sẻ' },
  render: (args) => (
    <Popover {...args}>
      <Text as="p">Sao chép liên kết phòng phát sóng trực tiếp và gửi cho bạn bè của bạn để cùng nhau xem trận đấu đỉnh cao tối nay.</Text>
    </Popover>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Chia sẻ' })).toBeVisible());
  },
};

export const Playground: Story = { args: { defaultOpen: true, showClose: true } };

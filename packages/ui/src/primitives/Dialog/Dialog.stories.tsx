import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { ConfirmDialog, Dialog } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: '登录 Log in', description: '扫码或使用手机号登录 · Scan or use your phone' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  render: (args) => (
    <Dialog {...args} trigger={<Button>打开 Open</Button>}>
      <Text as="p">Nội dung hộp thoại · 对话框内容</Text>
    </Dialog>
  ),
};

export const OpenedByKeyboard: Story = {
  render: Closed.render,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '打开 Open' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '登录 Log in' });
    await expect(dialog).toBeVisible();
    // Escape closes it and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true, footer: <Button>确定 OK</Button> },
  render: (args) => (
    <Dialog {...args}>
      <Text as="p">Nội dung hộp thoại · 对话框内容 · Dialog content</Text>
    </Dialog>
  ),
};

export const Confirm: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      title="确认退出"
      message="您已退出，您可以取消停留在此页面，或重新登录"
      confirmLabel="Re-Login"
      cancelLabel="Cancel"
      onConfirm={fn()}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '确认退出' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const ConfirmDelete: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog defaultOpen tone="critical" title="confirm to delete?" message="Xóa bài viết này? 删除这条动态？" onConfirm={fn()} />
  ),
};

export const Playground: Story = { args: { defaultOpen: true }, render: Open.render };

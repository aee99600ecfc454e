import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Stack/Stack';
import { dismissAllToasts, Toaster, type ToastOptions, toast, toastTones } from './Toast';

/** A button that raises the toast described by the args. */
function ToastDemo(props: ToastOptions) {
  return <Button onClick={() => toast(props)}>显示通知 Show toast</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  // Stories keep the toast until dismissed so the screenshot does not race its 5 s timer; the timer
  // itself is covered by Toast.test.tsx.
  args: { tone: 'info', title: '关注成功 · Followed · Đã theo dõi', duration: Number.POSITIVE_INFINITY },
  argTypes: { tone: { control: 'select', options: toastTones } },
  decorators: [
    (Story) => {
      // The store outlives a story: start each one empty.
      useEffect(() => () => dismissAllToasts(), []);
      return (
        <>
          <Story />
          <Toaster />
        </>
      );
    },
  ],
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const openByKeyboard = async (canvasElement: HTMLElement) => {
  within(canvasElement)
    .getByRole('button', { name: /Show toast/ })
    .focus();
  await userEvent.keyboard('{Enter}');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('关注成功');
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'critical', title: '请登录后操作', description: 'The anchor is not allowed to give himself gifts' },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('请登录后操作');
    // F8 reaches it and Escape closes it.
    await userEvent.keyboard('{F8}');
    await expect(alert).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('alert')).toBeNull();
    await openByKeyboard(canvasElement);
    await screen.findByRole('alert');
  },
};

export const Caution: Story = {
  args: { tone: 'caution', title: '充值功能暂未开放 · Recharge is unavailable' },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await screen.findByRole('status');
  },
};

export const LongTextVi: Story = {
  args: {
    tone: 'positive',
    title: 'Đăng ký thành công! Chào mừng bạn đến với phòng phát sóng trực tiếp của chúng tôi',
    description: 'Sau khi quy đổi, không thể rút tiền mặt, chỉ có thể tiêu dùng. Vui lòng xác nhận trước khi tiếp tục.',
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await screen.findByRole('status');
  },
};

export const Stacked: Story = {
  render: () => (
    <Inline>
      <Button
        onClick={() => {
          toast({ title: '进球！曼城 1 : 0 热刺', duration: Number.POSITIVE_INFINITY });
          toast({ tone: 'positive', title: 'Đã lưu · Saved', duration: Number.POSITIVE_INFINITY });
          toast({ tone: 'critical', title: '网络连接失败 · Network error', duration: Number.POSITIVE_INFINITY });
        }}
      >
        显示通知 Show toast
      </Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await expect(await screen.findAllByRole('status')).toHaveLength(2);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败');
  },
};

export const Playground: Story = {};

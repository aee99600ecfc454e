import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Link, linkTones, linkUnderlines } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#live', children: '进入直播间 · Enter the room' },
  argTypes: { tone: { control: 'select', options: linkTones }, underline: { control: 'select', options: linkUnderlines } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>{`${tone}: 个人中心 · Trung tâm cá nhân`}</Link>
      ))}
    </Stack>
  ),
};

export const External: Story = {
  args: { href: 'https://beian.miit.gov.cn/', children: '京ICP备00000000号' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const CurrentPage: Story = { args: { 'aria-current': 'page', tone: 'neutral', children: '首页 · Home' } };

// Stands in for react-router's Link: the app passes its router link through asChild.
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function RouterLink(
  { to, ...rest },
  ref,
) {
  return <a ref={ref} href={`#${to}`} {...rest} />;
});

export const AsChild: Story = {
  render: () => (
    <Link asChild tone="neutral" underline="always">
      <RouterLink to="/main">首页 · Trang chủ</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#/main');
  },
};

export const LongTextVi: Story = {
  render: (args) => (
    <div style={{ width: 240 }}>
      <Link {...args}>Đăng ký trở thành người dẫn chương trình trực tiếp ngay hôm nay</Link>
    </div>
  ),
};

export const Playground: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline, Stack } from '../Stack/Stack';
import { Button, buttonSizes, buttonTones, buttonVariants, IconButton, Spinner } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '关注 Follow', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    tone: { control: 'select', options: buttonTones },
    size: { control: 'select', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '关注 Follow' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack space="medium">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '提交 Submit' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongLabel: Story = {
  args: { children: 'Đăng ký trở thành người dẫn chương trình trực tiếp 申请成为主播' },
};

export const IconOnly: Story = {
  render: () => (
    <Inline space="small">
      <IconButton icon="search" label="搜索 Search" />
      <IconButton icon="close" label="关闭 Close" variant="soft" />
      <IconButton icon="play" label="播放 Play" variant="solid" tone="brand" />
    </Inline>
  ),
};

/** An icon button at work: the spinner takes the icon's place; it is busy and ignores clicks. */
export const IconOnlyLoading: Story = {
  render: (args) => (
    <Inline space="small">
      <IconButton icon="search" label="搜索 Search" loading onClick={args.onClick} />
      <IconButton icon="play" label="播放 Play" variant="solid" tone="brand" loading onClick={args.onClick} />
    </Inline>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '搜索 Search' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Spinners: Story = { render: () => <Spinner /> };

export const Playground: Story = { args: { variant: 'solid', tone: 'brand', size: 'standard' } };

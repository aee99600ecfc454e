import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { HoverCard } from './HoverCard';

// Sample data in three languages, like the nav bar's avatar panel (spec §2).
const links = ['个人中心 Personal centre', '我的关注 My follows', 'Không gian của tôi'];

const meta = {
  title: 'Primitives/HoverCard',
  component: HoverCard,
  args: { label: '账户 Account', trigger: <a href="#me">球场老王</a>, onOpenChange: fn() },
  argTypes: { trigger: { control: false } },
  parameters: { layout: 'centered' },
  render: (args) => (
    <Stack space="large" align="center">
      <HoverCard {...args}>
        <Stack space="small">
          <Text weight="strong">球场老王 · Lv 12</Text>
          {links.map((l) => (
            <a key={l} href={`#${encodeURIComponent(l)}`}>
              {l}
            </a>
          ))}
        </Stack>
      </HoverCard>
      <a href="#next">下一个链接 Next link</a>
    </Stack>
  ),
} satisfies Meta<typeof HoverCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard users reach the card: focus on the trigger opens it, and Tab continues into it. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: '球场老王' })).toHaveFocus();
    const card = await screen.findByRole('dialog', { name: '账户 Account' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(within(card).getByRole('link', { name: links[0] })).toHaveFocus();
  },
};

export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('link', { name: '球场老王' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultOpen: true } };

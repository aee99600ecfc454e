import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsVariants } from './Tabs';

// Sample data: the score page's views (spec §2), in zh with en / vi beside.
const views = [
  { value: 'live', label: '即时 Live', body: '进行中的比赛 · Trận đang diễn ra' },
  { value: 'results', label: '赛果 Results', body: '已完场 · Kết quả' },
  { value: 'schedule', label: '赛程 Schedule', body: '未开赛 · Lịch thi đấu' },
  { value: 'collected', label: '收藏 Saved', body: '我的收藏 · Đã lưu' },
];

interface DemoProps {
  variant?: (typeof tabsVariants)[number];
  defaultValue?: string;
  disabled?: string;
  items?: typeof views;
  onValueChange?: (value: string) => void;
}

function Demo({ variant = 'line', defaultValue = 'live', disabled, items = views, onValueChange }: DemoProps) {
  return (
    <Tabs defaultValue={defaultValue} onValueChange={onValueChange}>
      <TabsList label="比分视图 Score views" variant={variant}>
        {items.map((v) => (
          <TabsTrigger key={v.value} value={v.value} disabled={v.value === disabled}>
            {v.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((v) => (
        <TabsContent key={v.value} value={v.value}>
          <Text>{v.body}</Text>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Demo,
  args: { variant: 'line', onValueChange: fn() },
  argTypes: { variant: { control: 'select', options: tabsVariants } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Pill: Story = { args: { variant: 'pill' } };

export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /即时/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const results = canvas.getByRole('tab', { name: /赛果/ });
    await expect(results).toHaveFocus();
    await expect(results).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('已完场');
    await expect(args.onValueChange).toHaveBeenCalledWith('results');
  },
};

export const Disabled: Story = { args: { disabled: 'collected' } };

export const LongTextVi: Story = {
  args: {
    variant: 'pill',
    items: [
      { value: 'a', label: 'Bảng xếp hạng đóng góp hằng ngày', body: 'Danh sách người đóng góp nhiều nhất hôm nay' },
      { value: 'b', label: 'Bảng xếp hạng đóng góp hằng tuần', body: 'Danh sách người đóng góp nhiều nhất tuần này' },
      { value: 'c', label: 'Người hâm mộ trung thành', body: 'Người hâm mộ' },
    ],
    defaultValue: 'a',
  },
};

export const Playground: Story = {};

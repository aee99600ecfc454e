import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select, selectSizes } from './Select';

// Sample data: league names as the product shows them, in several languages.
const leagues = [
  { value: '45', label: '英超 Premier League' },
  { value: '46', label: '西甲 La Liga' },
  { value: '82', label: '意甲 Serie A' },
  { value: '129', label: 'V.League 1 — Giải bóng đá Vô địch Quốc gia Việt Nam' },
  { value: '120', label: '中超 Chinese Super League', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: '赛事 Competition', options: leagues, onChange: fn() },
  argTypes: { size: { control: 'select', options: selectSizes } },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: '46', description: '只看这个赛事 · Only this competition' } };

export const Open: Story = {
  args: { defaultValue: '45' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /赛事/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('46');
    await expect(trigger).toHaveTextContent('西甲');
  },
};

export const OpenList: Story = {
  args: { defaultValue: '129' },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /赛事/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

export const Invalid: Story = { args: { error: '请选择赛事 · Vui lòng chọn giải đấu', isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '82' } };

export const LongTextVi: Story = { args: { label: 'Giải đấu', defaultValue: '129' } };

export const Small: Story = { args: { size: 'small', hideLabel: true, defaultValue: '45' } };

export const Playground: Story = {};

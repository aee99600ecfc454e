import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Middle: Story = { args: { page: 10 } };

export const Last: Story = { args: { page: 20 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Previous is disabled on the first page, so Tab lands on page 1 first.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    const current = canvas.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'page');
    await expect(current).toHaveTextContent('2');
  },
};

export const Playground: Story = { args: { siblings: 2, boundary: 2, page: 8, pageCount: 40 } };

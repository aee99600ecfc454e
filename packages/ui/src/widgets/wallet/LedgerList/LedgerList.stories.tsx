import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ledgerFixture, ledgerKindsFixture } from '../fixtures';
import { LedgerList } from './LedgerList';

const meta = {
  title: 'Widgets/Wallet/LedgerList',
  component: LedgerList,
  args: { entries: ledgerFixture, kinds: ledgerKindsFixture, kind: null, onKindChange: fn() },
} satisfies Meta<typeof LedgerList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each movement's kind, signed amount, time and order id. */
export const Default: Story = {};
export const Loading: Story = { args: { entries: null } };
export const Empty: Story = { args: { entries: [] } };
export const LoadFailed: Story = { args: { entries: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
/** Choosing a kind from the filter asks for that kind only. */
export const FilterByKind: Story = {
  render: function Render(args) {
    const [kind, setKind] = useState<number | null>(null);
    return (
      <LedgerList
        {...args}
        kind={kind}
        entries={kind == null ? args.entries : (args.entries ?? []).filter((e) => e.type === kind)}
        onKindChange={(k) => {
          args.onKindChange(k);
          setKind(k);
        }}
      />
    );
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /类型|Kind|Loại/ }));
    await userEvent.click(await screen.findByRole('option', { name: '提现' }));
    await expect(args.onKindChange).toHaveBeenCalledWith(4);
    await waitFor(() => expect(screen.getAllByTestId('ledger-item')).toHaveLength(1));
    await expect(screen.getByRole('button', { name: /类型|Kind|Loại/ })).toHaveTextContent('提现');
  },
};

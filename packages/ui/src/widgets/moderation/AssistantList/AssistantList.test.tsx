import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AssistantList } from './AssistantList';

describe('the assistants list (issue 15)', () => {
  it('given a user id that is not a number → the field says so and nothing is sent', async () => {
    const onAdd = vi.fn(async () => undefined);
    const { user: u } = renderWithProviders(<AssistantList assistants={[]} onAdd={onAdd} onRemove={vi.fn()} />);
    await u.type(screen.getByRole('textbox'), 'abc');
    await u.click(screen.getByRole('button', { name: '添加房管' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByText('请输入用户 ID（数字）')).toBeInTheDocument();
  });

  it('given 200 assistants → adding is closed with the reason', () => {
    const full = Array.from({ length: 200 }, (_, i) => ({ uid: i + 1, nick: `u${i}` }));
    renderWithProviders(<AssistantList assistants={full} onAdd={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole('button', { name: '添加房管' })).toBeDisabled();
    expect(screen.getByText('房管最多 200 人')).toBeInTheDocument();
  });

  it('given removing an assistant → confirm first, then onRemove with their id', async () => {
    const onRemove = vi.fn(async () => undefined);
    const { user: u } = renderWithProviders(<AssistantList assistants={[{ uid: 5, nick: '老王' }]} onAdd={vi.fn()} onRemove={onRemove} />);
    await u.click(screen.getByRole('button', { name: '删除房管 老王' }));
    expect(onRemove).not.toHaveBeenCalled();
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(onRemove).toHaveBeenCalledWith(5);
  });
});

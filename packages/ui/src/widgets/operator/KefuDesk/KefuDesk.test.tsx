import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { kefuConversations, kefuMessages, NOW } from '../fixtures';
import { KefuDesk } from './KefuDesk';

describe('KefuDesk', () => {
  it('lists the conversations with unread counts and sends a reply to the open one', async () => {
    const user = userEvent.setup();
    const onReply = vi.fn();
    const onSelect = vi.fn();
    const { container } = renderWithProviders(
      <KefuDesk
        conversations={kefuConversations}
        selectedId="C2C1042"
        onSelect={onSelect}
        thread={{ title: '球场老王', messages: kefuMessages }}
        onReply={onReply}
        now={NOW}
      />,
    );
    expect(screen.getByRole('list', { name: '客服会话列表' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /球场老王.*2 条未读/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('<script>alert(1)</script> 麻烦快点', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Nguyễn Văn Hùng/ }));
    expect(onSelect).toHaveBeenCalledWith('C2C2077');
    await user.type(screen.getByRole('textbox'), '明天到账{Enter}');
    expect(onReply).toHaveBeenCalledWith('明天到账');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks to choose a conversation when none is open', () => {
    renderWithProviders(<KefuDesk conversations={[]} onSelect={vi.fn()} thread={null} onReply={vi.fn()} />, { locale: 'vi' });
    expect(screen.getByText('Chọn một cuộc trò chuyện')).toBeInTheDocument();
  });
});

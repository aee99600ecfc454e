import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { sessionsFixture } from '../fixtures';
import { SessionList } from './SessionList';

/** The list as the page keeps it: a signed-out session leaves. */
function Live({ onSignOut }: { onSignOut: (id: number) => Promise<void> }) {
  const [sessions, setSessions] = useState(sessionsFixture);
  return (
    <SessionList
      sessions={sessions}
      onSignOut={async (id) => {
        await onSignOut(id);
        setSessions((all) => all.filter((s) => s.id !== id));
      }}
      onSignOutAll={async () => undefined}
    />
  );
}

describe('SessionList', () => {
  it('names each device, marks the current one, and offers no sign-out for it', async () => {
    const { container } = renderWithProviders(<SessionList sessions={sessionsFixture} onSignOut={vi.fn()} onSignOutAll={vi.fn()} />);
    const items = screen.getAllByTestId('session-item');
    expect(items[0]).toHaveTextContent('电脑 · Chrome 120 · Windows 10');
    expect(within(items[0]!).getByText('当前设备')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[2]).toHaveTextContent('未知设备 · 未知浏览器');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signs one out after the confirmation; as its row leaves, the heading takes focus', async () => {
    const onSignOut = vi.fn(async (_id: number) => undefined);
    renderWithProviders(<Live onSignOut={onSignOut} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Phone · Safari 17 · iOS 17.1' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledWith(40);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus());
  });

  it('signs out everywhere only after the confirmation', async () => {
    const onSignOutAll = vi.fn(async () => undefined);
    renderWithProviders(<SessionList sessions={sessionsFixture} onSignOut={vi.fn()} onSignOutAll={onSignOutAll} />, { locale: 'vi' });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất mọi nơi' }));
    expect(onSignOutAll).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Đăng xuất mọi nơi' }));
    expect(onSignOutAll).toHaveBeenCalled();
  });
});

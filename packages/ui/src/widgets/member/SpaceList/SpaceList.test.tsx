import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { spaceFixtures } from '../fixtures';
import { SpaceList } from './SpaceList';

describe('SpaceList', () => {
  it('lists my horns with their review state, text never as markup', async () => {
    const { container } = renderWithProviders(<SpaceList kind="horns" items={spaceFixtures.horns} />);
    const items = within(screen.getByRole('list', { name: '我的喇叭' })).getAllByTestId('space-item');
    expect(items[0]).toHaveTextContent('审核中');
    expect(items[1]).toHaveTextContent('Go Lakers <b>go</b>已通过');
    expect(items[2]).toHaveTextContent('未通过');
    expect(container.querySelector('b')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows loading, empty, error with retry, and more pages', async () => {
    const onRetry = vi.fn();
    const onLoadMore = vi.fn();
    const { rerender } = renderWithProviders(<SpaceList kind="collected" items={null} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<SpaceList kind="collected" items={[]} />);
    expect(screen.getByText('No collected matches yet')).toBeInTheDocument();
    rerender(<SpaceList kind="collected" items={spaceFixtures.collected} hasMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
    rerender(<SpaceList kind="collected" items={null} error="offline" onRetry={onRetry} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

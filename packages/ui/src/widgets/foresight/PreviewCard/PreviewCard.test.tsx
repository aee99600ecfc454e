import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { previewFixture, suspendedFixture } from '../fixtures';
import { PreviewCard } from './PreviewCard';

describe('PreviewCard', () => {
  it('links both teams to their pages and shows their table places', async () => {
    const onNavigate = vi.fn();
    const { container } = renderWithProviders(
      <PreviewCard preview={previewFixture} teamHref={(id) => `/base-football?team=${id}`} onNavigate={onNavigate} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('article', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Chelsea' });
    expect(link).toHaveAttribute('href', '/base-football?team=8204');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/base-football?team=8204');
    expect(screen.getByText('1st of 8 · 10 played, 22 pts')).toBeInTheDocument();
    expect(screen.getAllByText('No suspensions')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });
  it('lists a suspended player under his team, with the rule', () => {
    renderWithProviders(<PreviewCard preview={suspendedFixture} />);
    expect(screen.getByRole('list', { name: '切尔西 · 停赛' })).toHaveTextContent('5 号 托马斯·穆勒');
    expect(screen.getByText('上一场比赛被红牌罚下的球员停赛一场')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { teamProfileFixture } from '../fixtures';
import { TeamHeader } from './TeamHeader';

describe('TeamHeader', () => {
  it('shows the team, its league link, place, form and next match', async () => {
    const onNavigate = vi.fn();
    const { container, user } = renderWithProviders(
      <TeamHeader
        sport="football"
        profile={teamProfileFixture}
        competitionHref="/base-football?id=82"
        matchHref={(id) => `/score-detail?id=${id}&type=0`}
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '曼城' })).toBeInTheDocument();
    expect(screen.getByText('第 1 名')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /曼城 近况/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '英格兰超级联赛' }));
    expect(onNavigate).toHaveBeenCalledWith('/base-football?id=82');
    expect(screen.getByRole('link', { name: /vs/ })).toHaveAttribute(
      'href',
      `/score-detail?id=${teamProfileFixture.next_match!.id}&type=0`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

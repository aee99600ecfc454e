import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('given keyboard focus on the trigger → the tooltip shows and describes it → Escape hides it', async () => {
    const { user } = renderWithProviders(
      <Tooltip content="收藏这场比赛">
        <Button>收藏</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('收藏这场比赛');
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAccessibleDescription('收藏这场比赛');
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

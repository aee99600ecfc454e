import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { NavigationProgress } from './NavigationProgress';

describe('NavigationProgress', () => {
  it('is a labelled progressbar with its value while active', async () => {
    const { rerender } = renderWithProviders(<NavigationProgress active value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: '页面加载中' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(await axeViolations()).toEqual([]);
    rerender(<NavigationProgress active value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<NavigationProgress active={false} value={100} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('without a value it is indeterminate (no aria-valuenow)', () => {
    renderWithProviders(<NavigationProgress active />, { locale: 'vi' });
    expect(screen.getByRole('progressbar', { name: 'Đang tải trang' })).not.toHaveAttribute('aria-valuenow');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Slider } from './Slider';

describe('Slider', () => {
  it('moves by keyboard and speaks its value text', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(
      <Slider label="音量" defaultValue={50} step={5} formatValue={(v) => `${v}%`} onValueChange={onValueChange} />,
    );
    const thumb = screen.getByRole('slider', { name: '音量' });
    expect(thumb).toHaveAttribute('aria-valuenow', '50');
    expect(thumb).toHaveAttribute('aria-valuetext', '50%');
    expect(await axeViolations()).toEqual([]);

    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '60');
    expect(thumb).toHaveAttribute('aria-valuetext', '60%');
    expect(onValueChange).toHaveBeenLastCalledWith(60);
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
  });

  it('stays put while disabled', async () => {
    const { user } = renderWithProviders(<Slider label="Âm lượng" defaultValue={30} disabled />, { locale: 'vi' });
    const thumb = screen.getByRole('slider', { name: 'Âm lượng' });
    await user.keyboard('{ArrowRight}');
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '30');
  });
});

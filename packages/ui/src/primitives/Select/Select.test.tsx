import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Select } from './Select';

const leagues = [
  { value: '45', label: '英超' },
  { value: '46', label: '西甲' },
  { value: '82', label: 'V.League 1', disabled: true },
];

describe('Select', () => {
  it('given a closed select → Enter opens it → arrows and Enter choose an option', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Select label="联赛" options={leagues} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /联赛/ });
    expect(trigger).toHaveTextContent('请选择');
    expect(await axeViolations()).toEqual([]);

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledWith('46');
    expect(trigger).toHaveTextContent('西甲');
    // react-aria hands focus back on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('does not choose a disabled option', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Select label="League" options={leagues} defaultValue="46" onChange={onChange} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: /League/ }));
    expect(screen.getByRole('option', { name: 'V.League 1' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'V.League 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an error and marks itself invalid', () => {
    renderWithProviders(<Select label="Giải đấu" options={leagues} error="Vui lòng chọn" />, { locale: 'vi' });
    expect(screen.getByText('Vui lòng chọn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Giải đấu/ })).toHaveTextContent('Chọn…');
  });
});

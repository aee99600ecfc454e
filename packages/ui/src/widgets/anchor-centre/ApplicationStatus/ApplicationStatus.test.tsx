import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ApplicationStatus } from './ApplicationStatus';

describe('ApplicationStatus', () => {
  it('shows the refusal reason as text and re-applies', async () => {
    const onReapply = vi.fn();
    renderWithProviders(
      <ApplicationStatus state={{ status: 2, reason: '<i>照片模糊</i>' }} centreHref="/member?type=9" onReapply={onReapply} />,
    );
    expect(screen.getByText('原因：<i>照片模糊</i>')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新申请' }));
    expect(onReapply).toHaveBeenCalled();
  });
  it('links an approved streamer to the anchor centre', () => {
    renderWithProviders(<ApplicationStatus state={{ status: 1 }} centreHref="/member?type=9" onReapply={vi.fn()} />, { locale: 'vi' });
    expect(screen.getByRole('link', { name: 'Mở trung tâm streamer' })).toHaveAttribute('href', '/member?type=9');
  });
});

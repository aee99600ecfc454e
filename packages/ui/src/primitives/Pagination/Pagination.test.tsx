import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Pagination, paginationRange } from './Pagination';

function Pager({ initial = 1, count = 20 }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={count} onPageChange={setPage} />;
}

describe('paginationRange', () => {
  it('shows every page when there are few', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('puts an ellipsis where two or more pages are hidden, and shows a lone hidden page instead', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page, disables previous on the first, and moves with next and page buttons', async () => {
    const { user } = renderWithProviders(<Pager />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: '第 20 页' }));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '第 16 页' })).toBeInTheDocument();
  });

  it('labels its buttons in the current language', () => {
    renderWithProviders(<Pager initial={3} />, { locale: 'vi' });
    expect(screen.getByRole('navigation', { name: 'Phân trang' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trang 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeEnabled();
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pager count={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

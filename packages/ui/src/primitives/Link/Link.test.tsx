import { screen } from '@testing-library/react';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Link } from './Link';

// Stands in for a router's link: it renders an <a> and handles the click itself.
const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate: (to: string) => void }
>(function RouterLink({ to, onNavigate, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(e) => {
        rest.onClick?.(e);
        e.preventDefault();
        onNavigate(to);
      }}
    />
  );
});

describe('Link', () => {
  it('asChild renders the router link with the link styles and keeps its behaviour', async () => {
    const onNavigate = vi.fn();
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <Link asChild tone="neutral" onClick={onClick}>
        <RouterLink to="/main" onNavigate={onNavigate}>
          首页
        </RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: '首页' });
    expect(link).toHaveAttribute('href', '/main');
    expect(link.className).not.toBe('');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/main');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('marks an external link: new tab, noopener, and says so', async () => {
    renderWithProviders(<Link href="https://beian.miit.gov.cn/">ICP 备案</Link>, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'ICP 备案 (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations()).toEqual([]);
  });

  it('leaves an internal link in the same tab', () => {
    renderWithProviders(<Link href="/live">直播</Link>);
    const link = screen.getByRole('link', { name: '直播' });
    expect(link).not.toHaveAttribute('target');
  });
});

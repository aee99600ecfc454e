import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { followLink } from './followLink';

function Anchor({ onNavigate }: { onNavigate?: (href: string) => void }) {
  return (
    <a href="/live/7" onClick={(e) => followLink(e, '/live/7', onNavigate)}>
      room
    </a>
  );
}

describe('followLink', () => {
  it('given a plain click → navigates inside the app and the browser does not', () => {
    const onNavigate = vi.fn();
    render(<Anchor onNavigate={onNavigate} />);
    const followed = fireEvent.click(screen.getByRole('link', { name: 'room' }), { button: 0 });
    expect(onNavigate).toHaveBeenCalledWith('/live/7');
    expect(followed).toBe(false);
  });

  it('given a modified or middle click → the browser opens it (a new tab or window)', () => {
    const onNavigate = vi.fn();
    render(<Anchor onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'room' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('given no onNavigate → the browser follows the href', () => {
    render(<Anchor />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'room' }))).toBe(true);
  });
});

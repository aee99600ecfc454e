import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lightColors } from '@arena/ui/tokens';
import { describe, expect, it } from 'vitest';
import { bootShellPlugin, SHELL_COLORS } from './vite-boot-shell';

const source = readFileSync(join(__dirname, 'index.html'), 'utf8');

describe('boot shell (index.html)', () => {
  const html = bootShellPlugin().transformIndexHtml(source);
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('puts the bar and a skeleton in #root, hidden from assistive technology, with no words to translate', () => {
    const root = doc.getElementById('root')!;
    const shell = root.firstElementChild!;
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelector('.boot-bar .boot-mark')).not.toBeNull();
    expect(shell.querySelectorAll('.boot-main .boot-card').length).toBeGreaterThan(0);
    // The brand mark, as NavBar shows it; nothing else reads as text.
    expect(shell.textContent).toBe('A');
  });

  it('carries its rules in one <style> in the head and adds no inline script (the CSP allows none)', () => {
    const styles = doc.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toMatch(/\.boot-bar\{[^}]*height:60px/);
    expect(styles[0]!.textContent).toMatch(/@media \(max-width:991px\)\{\.boot-bar\{height:81px/);
    expect([...doc.querySelectorAll('script')].every((s) => s.hasAttribute('src'))).toBe(true);
  });

  it("paints in the light theme's colours", () => {
    for (const [role, colour] of Object.entries(SHELL_COLORS)) expect(colour, role).toBe(lightColors[role as keyof typeof lightColors]);
  });

  it('refuses a page without an empty #root rather than ship one without the shell', () => {
    expect(() => bootShellPlugin().transformIndexHtml('<html><body><main></main></body></html>')).toThrow(/#root/);
  });
});

import { act, type ComponentType, createElement, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, PageView } from './lazyPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Page: ComponentType = () => createElement('p', null, 'the page');
const loading = createElement('p', null, 'loading');

/** Renders `page` inside a Suspense boundary and returns what the first commit shows. */
function firstCommit(page: ReturnType<typeof lazyPage>) {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() => root.render(createElement(Suspense, { fallback: loading }, createElement(PageView, { page }))));
  return { host, root, shown: host.textContent };
}

describe('a lazily loaded page (time to first frame: no loading fallback when the chunk is in)', () => {
  it('given its chunk already in → the first commit shows the page, not the fallback', async () => {
    const page = lazyPage(async () => ({ default: Page }));
    await page.load();
    const { root, shown } = firstCommit(page);
    expect(shown).toBe('the page');
    act(() => root.unmount());
  });

  it('given its chunk not yet in → the fallback, then the page once it arrives', async () => {
    let arrive: (m: { default: ComponentType }) => void = () => undefined;
    const page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    const { host, root, shown } = firstCommit(page);
    expect(shown).toBe('loading');
    await act(async () => arrive({ default: Page }));
    await vi.waitFor(() => expect(host.textContent).toBe('the page'));
    act(() => root.unmount());
  });

  it('loads its chunk once, however often asked; a failed load may be retried', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    const page = lazyPage(importer);
    await expect(page.load()).rejects.toThrow('offline');
    await Promise.all([page.load(), page.load()]);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(page.loaded).toBe(Page);
  });
});

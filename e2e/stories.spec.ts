import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every story of the built Storybook (served by `pnpm start` at /storybook/) rendered in Chromium in
// zh, en and vi: it fails on an exception, a console error, a failing play function or an
// accessibility violation, and its screenshot is compared with the committed baseline.
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const locales = ['zh', 'en', 'vi'] as const;

test.use({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

test('the built Storybook is served at /storybook/ and lists every story', async ({ page }) => {
  await page.goto('/storybook/');
  await expect(page).toHaveTitle(/Storybook/);
  expect(stories.length).toBeGreaterThan(20);
});

for (const story of stories) {
  for (const locale of locales) {
    test(`${story.title} › ${story.name} [${locale}]`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));

      await page.goto(`/storybook/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      // Wait until the story has rendered and its play function has finished (or failed).
      await page.waitForFunction(() => {
        const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted' || document.body.classList.contains('sb-show-errordisplay');
      });
      const failure = await page.evaluate(() => {
        const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        const shown = document.body.classList.contains('sb-show-errordisplay');
        return (phase === 'finished' || phase === 'completed') && !shown ? null : `${phase}: ${document.querySelector('#error-message')?.textContent ?? ''} ${document.querySelector('#error-stack')?.textContent ?? ''}`;
      });
      expect(failure, 'the story renders and its play function passes').toBeNull();
      expect(errors, 'no console errors').toEqual([]);

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        'no accessibility violations',
      ).toEqual([]);

      if (!story.tags?.includes('no-visual')) {
        await expect(page).toHaveScreenshot(`${story.id}--${locale}.png`, { animations: 'disabled', caret: 'hide' });
      }
    });
  }
}

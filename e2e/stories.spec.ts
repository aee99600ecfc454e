import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

// Every story of the built Storybook (served by `pnpm start` at /storybook/) rendered in Chromium in
// zh, en and vi — and, for each component's first story and stories tagged `variants`, in the dark
// theme and at 375 px too. A test fails on a render error, a console error, a failing play function or
// an accessibility violation, and its screenshot is compared with the committed baseline.
//
// Speed: loading Storybook's preview costs ~2 s, so each worker loads it once and switches story and
// globals through the preview's channel, the way the Storybook manager does; axe is injected once.
// A story is always mounted afresh (setCurrentStory, or forceRemount for the same story) after its
// globals are in place, so its play function runs in every variant.

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

interface Variant {
  /** Screenshot name part; the plain locale for the default light desktop rendering. */
  key: string;
  locale: 'zh' | 'en' | 'vi';
  theme: 'light' | 'dark';
  viewport: { width: number; height: number };
}

const DESKTOP = { width: 800, height: 600 };
const NARROW = { width: 375, height: 740 }; // spec §9: the mobile layout, SPEC viewports 375 / 768 / 1280
const LOCALES: Variant[] = (['zh', 'en', 'vi'] as const).map((locale) => ({ key: locale, locale, theme: 'light', viewport: DESKTOP }));
const DARK: Variant = { key: 'dark--zh', locale: 'zh', theme: 'dark', viewport: DESKTOP };
const MOBILE: Variant = { key: '375--vi', locale: 'vi', theme: 'light', viewport: NARROW };

const index = JSON.parse(readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const firstOfComponent = new Set<string>();
for (const title of new Set(stories.map((s) => s.title))) firstOfComponent.add(stories.find((s) => s.title === title)!.id);

const variantsOf = (story: IndexEntry): Variant[] =>
  firstOfComponent.has(story.id) || story.tags?.includes('variants') ? [...LOCALES, DARK, MOBILE] : LOCALES;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080)}`;

/** One loaded Storybook preview per worker, reused by every story test of that worker. */
class Preview {
  errors: string[] = [];
  private loaded = false;

  constructor(readonly page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(m.text());
    });
    page.on('pageerror', (e) => this.errors.push(e.message));
  }

  /** Loads the preview afresh (first use, and after a failed story so its leftovers can't leak). */
  async load(story: string, variant: Variant) {
    await this.page.setViewportSize(variant.viewport);
    await this.page.goto(
      `${origin}/storybook/iframe.html?id=${story}&viewMode=story&globals=locale:${variant.locale};theme:${variant.theme}`,
    );
    await this.page.waitForFunction(() => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return Boolean(render && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? ''));
    });
    await this.page.addScriptTag({ content: axeSource });
    this.loaded = true;
  }

  invalidate() {
    this.loaded = false;
  }

  /** Shows `story` freshly mounted in `variant`; resolves to a failure description or null. */
  async show(story: string, variant: Variant): Promise<string | null> {
    if (!this.loaded) await this.load(story, variant);
    else if (this.page.viewportSize()?.width !== variant.viewport.width) await this.page.setViewportSize(variant.viewport);
    await this.page.mouse.move(0, 0);
    const failure = await this.page.evaluate(
      async ({ story, globals }) => {
        const w = window as PreviewWindow;
        const preview = w.__STORYBOOK_PREVIEW__!;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__!;
        (document.activeElement as HTMLElement | null)?.blur?.();
        const settled = () =>
          new Promise<void>((resolve) => {
            const check = () => {
              const render = preview.currentRender;
              if (render && !render.rerenderEnqueued && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? ''))
                resolve();
              else setTimeout(check, 10);
            };
            check();
          });
        // 1. Globals first (the current story re-renders with them; that rendering is not the test).
        const current = preview.storyStoreValue.userGlobals.get();
        if (current.locale !== globals.locale || current.theme !== globals.theme) {
          const updated = new Promise<void>((resolve) => channel.once('globalsUpdated', () => resolve()));
          channel.emit('updateGlobals', { globals });
          await updated;
          await settled();
        }
        // 2. Then the story, mounted afresh so its play function runs.
        const problems: string[] = [];
        const record = (kind: string) => (detail: unknown) => {
          problems.push(
            `${kind}: ${typeof detail === 'object' && detail ? ((detail as { message?: string; description?: string }).message ?? (detail as { description?: string }).description ?? JSON.stringify(detail)) : String(detail)}`,
          );
        };
        const listeners: [string, (d: unknown) => void][] = [
          ['storyErrored', record('render error')],
          ['storyThrewException', record('exception')],
          ['playFunctionThrewException', record('play function')],
          ['storyMissing', record('missing story')],
        ];
        for (const [event, fn] of listeners) channel.on(event, fn);
        const rendered = new Promise<void>((resolve) => {
          const done = () => resolve();
          channel.once('storyRendered', done);
          channel.once('storyErrored', done);
          channel.once('storyThrewException', done);
          channel.once('playFunctionThrewException', done);
          channel.once('storyMissing', done);
        });
        if (preview.currentRender?.id === story) channel.emit('forceRemount', { storyId: story });
        else channel.emit('setCurrentStory', { storyId: story, viewMode: 'story' });
        await Promise.race([rendered, new Promise((r) => setTimeout(r, 20_000))]);
        await settled();
        for (const [event, fn] of listeners) channel.off(event, fn);
        await document.fonts.ready;
        if (preview.currentRender?.id !== story) problems.push(`showing ${preview.currentRender?.id} instead`);
        if (document.body.classList.contains('sb-show-errordisplay')) {
          problems.push(
            `${document.querySelector('#error-message')?.textContent ?? ''} ${document.querySelector('#error-stack')?.textContent ?? ''}`,
          );
        }
        return problems.length ? problems.join('\n') : null;
      },
      { story, globals: { locale: variant.locale, theme: variant.theme } },
    );
    return failure;
  }

  async axeViolations(): Promise<string[]> {
    return this.page.evaluate(async (tags) => {
      const axe = (window as PreviewWindow).axe!;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }, AXE_TAGS);
  }
}

interface PreviewWindow extends Window {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; rerenderEnqueued?: boolean };
    storyStoreValue: { userGlobals: { get(): Record<string, unknown> } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, payload: unknown): void;
    on(event: string, fn: (payload: unknown) => void): void;
    off(event: string, fn: (payload: unknown) => void): void;
    once(event: string, fn: (payload: unknown) => void): void;
  };
  axe?: {
    run(context: Document, options: unknown): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
  };
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await use(new Preview(page));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// The tests are independent: Playwright spreads them over its workers, each with its own preview.
test.describe.configure({ mode: 'parallel' });

test('the built Storybook is served at /storybook/ and lists every story', async ({ page }) => {
  await page.goto(`${origin}/storybook/`);
  await expect(page).toHaveTitle(/Storybook/);
  expect(stories.length).toBeGreaterThan(20);
});

for (const story of stories) {
  for (const variant of variantsOf(story)) {
    test(`${story.title} › ${story.name} [${variant.key}]`, async ({ preview }) => {
      preview.errors = [];
      let ok = false;
      try {
        const failure = await preview.show(story.id, variant);
        expect(failure, 'the story renders and its play function passes').toBeNull();
        expect(preview.errors, 'no console errors').toEqual([]);
        expect(await preview.axeViolations(), 'no accessibility violations').toEqual([]);
        if (!story.tags?.includes('no-visual')) {
          await expect(preview.page).toHaveScreenshot(`${story.id}--${variant.key}.png`, { animations: 'disabled', caret: 'hide' });
        }
        ok = true;
      } finally {
        // A story that failed may have left the preview in any state: the next test reloads it.
        if (!ok) preview.invalidate();
      }
    });
  }
}

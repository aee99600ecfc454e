import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Issue 19, the database: from a match's detail to its competition, to a team, to a player and back
// (zh, deep; short en and vi smokes), and the standings agree with the finished matches of the
// schedule. The simulator runs at 60× (playwright.config.ts): matches finish while the journey runs, so
// the agreement is polled until one reading of both sides matches.

const EPL = 82;

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const body = await (await request.get(url)).json();
  expect(body.code, url).toBe(0);
  return body.data as T;
}

interface Round {
  round: number;
  finished: number;
}
interface Row {
  id: number;
  status: number;
  home_team_id: number;
  away_team_id: number;
  home_team_name_zh: string;
  away_team_name_zh: string;
  home_score: number;
  away_score: number;
}

/** Every team's played games and points from the season's finished matches (3 a win, 1 a draw). */
async function tableFromSchedule(request: APIRequestContext, id: number) {
  const first = await data<{ rounds: Round[] }>(request, `/api/Database/schedule?id=${id}&round=1`);
  const table = new Map<number, { played: number; points: number }>();
  for (const r of first.rounds.filter((r) => r.finished > 0)) {
    const { list } = await data<{ list: Row[] }>(request, `/api/Database/schedule?id=${id}&round=${r.round}`);
    for (const m of list.filter((m) => m.status === 8)) {
      for (const [team, own, other] of [
        [m.home_team_id, m.home_score, m.away_score],
        [m.away_team_id, m.away_score, m.home_score],
      ] as const) {
        const t = table.get(team) ?? { played: 0, points: 0 };
        t.played++;
        t.points += own > other ? 3 : own === other ? 1 : 0;
        table.set(team, t);
      }
    }
  }
  return table;
}

test('zh: match detail → competition → team → player, and back; the competition links its tables and lineups', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // A finished match of the Premier League's current season, from the schedule (a round is a day).
  const overview = await data<{ rounds_played: number; competition: { name_zh: string } }>(request, `/api/Database/competition?id=${EPL}`);
  expect(overview.rounds_played).toBeGreaterThan(0);
  const { list } = await data<{ list: Row[] }>(request, `/api/Database/schedule?id=${EPL}&round=1`);
  const match = list.find((m) => m.status === 8)!;
  expect(match).toBeTruthy();

  // The match's detail links its competition and both teams.
  await page.goto(`/score-detail?id=${match.id}&type=0`);
  const related = page.getByRole('navigation', { name: '赛事与球队资料' });
  await expect(related.getByRole('link', { name: match.home_team_name_zh })).toHaveAttribute(
    'href',
    `/base-football?team=${match.home_team_id}`,
  );
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/base-football\\?id=${EPL}$`));
  await expect(page.getByRole('heading', { level: 1, name: overview.competition.name_zh })).toBeVisible();
  await expect(page).toHaveTitle(/^足球数据 - /);

  // The overview: the table with form and zones, the current round, the top scorers.
  const table = page.getByRole('table', { name: overview.competition.name_zh });
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('cell', { name: /冠军联赛区/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: '射手榜' })).toBeVisible();
  expect(
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);

  // To a team from the table (keyboard), then a player from its squad.
  const team = table.getByRole('rowheader').first().getByRole('link');
  const teamName = (await team.textContent()) ?? '';
  await team.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/base-football\?team=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByRole('table', { name: '赛果' })).toBeVisible();
  const squad = page.getByRole('region', { name: '阵容' });
  const player = squad.getByRole('link').first();
  const playerName = (await player.textContent()) ?? '';
  await player.click();
  await expect(page).toHaveURL(/\/base-football\?player=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await expect(page.getByRole('link', { name: teamName })).toBeVisible();
  await expect(page.getByRole('table', { name: '近期比赛' })).toBeVisible();

  // And back, page by page.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: overview.competition.name_zh })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/score-detail\\?id=${match.id}&type=0`));

  // The lineups link their players to the same pages.
  await page.getByRole('tab', { name: '阵容' }).click();
  const lineupPlayer = page.getByRole('tabpanel').getByRole('link').first();
  const lineupName = (await lineupPlayer.textContent()) ?? '';
  await lineupPlayer.click();
  await expect(page.getByRole('heading', { level: 1, name: lineupName })).toBeVisible();
  expect(errors).toEqual([]);
});

test('zh: the standings agree with the finished matches of the schedule, in played games and points', async ({ page, request }) => {
  await page.goto(`/base-football?id=${EPL}&tab=schedule`);
  // A result as the schedule shows it: a finished row of the current round or the one before.
  const schedule = page
    .getByRole('region')
    .filter({ has: page.getByRole('table') })
    .first();
  await expect(schedule.getByRole('row').nth(1)).toBeVisible();
  if ((await page.locator('tr[data-phase="finished"]').count()) === 0) await page.getByRole('button', { name: '上一轮' }).click();
  const finished = page.locator('tr[data-phase="finished"]').first();
  await expect(finished).toBeVisible();
  const [home, away] = await finished
    .getByRole('link')
    .filter({ hasNotText: /\d+ - \d+/ })
    .allTextContents();
  await expect(finished.getByRole('link', { name: /\d+ - \d+/ })).toBeVisible();

  await page.getByRole('tab', { name: '积分榜' }).click();
  const table = page.getByRole('tabpanel').getByRole('table');
  const read = async (name: string) => {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    const cells = await row.getByRole('cell').allTextContents();
    // rank, played, won, drawn, lost, goals, difference, points, form
    return { played: Number(cells[1]), won: Number(cells[2]), drawn: Number(cells[3]), lost: Number(cells[4]), points: Number(cells[7]) };
  };
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        const expected = await tableFromSchedule(request, EPL);
        const ids = await data<{ list: { team_id: number; team_name_zh: string }[] }>(request, `/api/Database/standings?id=${EPL}`);
        const idOf = (name: string) => ids.list.find((r) => r.team_name_zh === name)!.team_id;
        const shown = await Promise.all([read(home!), read(away!)]);
        return shown.every((s, i) => {
          const e = expected.get(idOf([home!, away!][i]!));
          return (
            e && s.played === e.played && s.points === e.points && s.points === s.won * 3 + s.drawn && s.played === s.won + s.drawn + s.lost
          );
        });
      },
      { timeout: 45_000, intervals: [1_000, 3_000] },
    )
    .toBe(true);
});

test('zh: a visitor who stars a competition is asked to log in', async ({ page }) => {
  await page.goto('/trophy/home');
  await expect(page.getByRole('heading', { level: 1, name: '赛事资料库' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索赛事' }).fill('英超');
  await expect(page.getByRole('link', { name: /英格兰超级联赛/ })).toBeVisible();
  await page.getByRole('button', { name: '收藏 英格兰超级联赛' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('en: the directory finds a competition and its page reads in English', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/trophy/home');
  await page.getByRole('searchbox', { name: 'Search competitions' }).fill('premier');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Premier League/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/base-football\\?id=${EPL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Premier League' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Standings' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top scorers' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('vi: a basketball competition from the footer, its leaders per game', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'vi'));
  await page.goto('/base-basketball?id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'NBA' })).toBeVisible();
  await page.getByRole('tab', { name: 'Thống kê cầu thủ' }).click();
  await expect(page.getByRole('table', { name: 'Điểm mỗi trận' })).toBeVisible();
  await expect(page).toHaveURL(/tab=leaders/);
  expect(errors).toEqual([]);
});

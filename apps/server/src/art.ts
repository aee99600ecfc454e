import type { FastifyInstance } from 'fastify';
import { hash } from './seed/prng';

// Generated SVG images for seeded avatars, team and league badges, gifts, levels and covers, so
// every image URL in the data resolves without shipping binary assets.

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hue = (seed: string) => hash(seed) % 360;

function badge(label: string, seed: string, shape: 'circle' | 'shield' | 'rect', w = 96, h = 96): string {
  const hh = hue(seed);
  const bg = `hsl(${hh} 62% 42%)`;
  const fg = '#fff';
  const text = esc([...label].slice(0, 2).join(''));
  const body =
    shape === 'circle'
      ? `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 2}" fill="${bg}"/>`
      : shape === 'shield'
        ? `<path d="M${w / 2} 4 L${w - 8} 18 V${h / 2} C${w - 8} ${h - 20} ${w / 2} ${h - 4} ${w / 2} ${h - 4} C${w / 2} ${h - 4} 8 ${h - 20} 8 ${h / 2} V18 Z" fill="${bg}"/>`
        : `<rect width="${w}" height="${h}" fill="${bg}"/><rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="hsl(${(hh + 40) % 360} 60% 30%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(Math.min(w, h) * 0.34)}" font-weight="700" fill="${fg}">${text}</text></svg>`;
}

export function registerArt(
  app: FastifyInstance,
  names: {
    team(id: number): Promise<string | undefined>;
    league(id: number): Promise<string | undefined>;
    esportsTeam(id: number): Promise<string | undefined>;
    esportsLeague(id: number): Promise<string | undefined>;
  },
) {
  const send = (reply: { header(k: string, v: string): unknown; send(b: string): unknown }, svg: string) => {
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=86400');
    return reply.send(svg);
  };
  app.get<{ Params: { seed: string } }>('/static/avatar/:seed', async (req, reply) => {
    const seed = decodeURIComponent(req.params.seed.replace(/\.svg$/, ''));
    return send(reply, badge(seed.replace(/^\d+-/, '').slice(-2), seed, 'circle'));
  });
  app.get<{ Params: { kind: string; id: string } }>('/static/badge/:kind/:id', async (req, reply) => {
    const id = Number.parseInt(req.params.id, 10);
    const lookup = { league: names.league, 'esports-team': names.esportsTeam, 'esports-league': names.esportsLeague }[req.params.kind];
    const name = await (lookup ?? names.team)(id);
    return send(reply, badge(name ?? '?', `${req.params.kind}:${id}`, 'shield'));
  });
  app.get<{ Params: { kind: string; id: string } }>('/static/:kind/:id', async (req, reply) => {
    const id = req.params.id.replace(/\.svg$/, '');
    const kind = req.params.kind;
    if (kind === 'level') return send(reply, badge(`${id}`, `level:${id}`, 'rect', 40, 20));
    if (kind === 'cover') return send(reply, badge('LIVE', `cover:${id}`, 'rect', 320, 180));
    // Glyphs the CJK font covers: a machine without an emoji font showed the emoji as empty boxes.
    if (kind === 'task')
      return send(
        reply,
        badge(
          ({ watch_live: '看', send_barrage: '弹', send_gift: '礼', follow_anchor: '关', share_live: '享' } as Record<string, string>)[
            id
          ] ?? '✓',
          `task:${id}`,
          'circle',
          64,
          64,
        ),
      );
    if (kind === 'gift' || kind === 'guard' || kind === 'noble')
      return send(
        reply,
        badge(({ gift: '礼', guard: '守', noble: '贵' } as Record<string, string>)[kind]!, `${kind}:${id}`, 'circle', 64, 64),
      );
    reply.code(404);
    return { code: 404, msg: 'Not found', data: null };
  });
}

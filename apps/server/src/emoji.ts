import type { FastifyInstance } from 'fastify';

// Issue 16: the one emoji set of room chat and private chat (SPEC: an emoji name in square brackets
// plus a URL; texts replace the names by 20×20 images). The images are drawn here as SVG, like every
// other generated picture (art.ts): nothing is downloaded or shipped as binary.

const FACE = '#f7c948';
const INK = '#4a3410';

/** A round face with the given features (20 × 20 viewBox). */
const face = (features: string) => `<circle cx="10" cy="10" r="9" fill="${FACE}" stroke="#d9a21b" stroke-width="1"/>${features}`;
const eyes = `<circle cx="7" cy="8" r="1.2" fill="${INK}"/><circle cx="13" cy="8" r="1.2" fill="${INK}"/>`;

const DRAWINGS: Record<string, string> = {
  smile: face(`${eyes}<path d="M6 12 Q10 15.5 14 12" stroke="${INK}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`),
  laugh: face(`${eyes}<path d="M5.5 11 H14.5 Q14 16 10 16 Q6 16 5.5 11 Z" fill="${INK}"/>`),
  cry: face(
    `${eyes}<path d="M6.5 14.5 Q10 11.5 13.5 14.5" stroke="${INK}" stroke-width="1.4" fill="none" stroke-linecap="round"/><path d="M6 10 q-1 3 0 4 q1-1 0-4z" fill="#4aa3df"/>`,
  ),
  angry: face(
    `<path d="M5 6 L8.5 7.5 M15 6 L11.5 7.5" stroke="${INK}" stroke-width="1.3" stroke-linecap="round"/>${eyes}<path d="M6.5 14.5 Q10 12 13.5 14.5" stroke="${INK}" stroke-width="1.4" fill="none"/>`,
  ),
  wow: face(`${eyes}<circle cx="10" cy="13.5" r="2" fill="${INK}"/>`),
  shy: face(
    `${eyes}<ellipse cx="5.5" cy="11.5" rx="1.8" ry="1" fill="#f28b82"/><ellipse cx="14.5" cy="11.5" rx="1.8" ry="1" fill="#f28b82"/><path d="M8 13 Q10 14.5 12 13" stroke="${INK}" stroke-width="1.2" fill="none"/>`,
  ),
  wink: face(
    `<circle cx="7" cy="8" r="1.2" fill="${INK}"/><path d="M11.5 8 H14.5" stroke="${INK}" stroke-width="1.3" stroke-linecap="round"/><path d="M6 12 Q10 15.5 14 12" stroke="${INK}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
  ),
  cool: face(
    `<rect x="4" y="6.5" width="5" height="3" rx="1" fill="${INK}"/><rect x="11" y="6.5" width="5" height="3" rx="1" fill="${INK}"/><path d="M9 7.5 H11" stroke="${INK}"/><path d="M7 13 Q10 15 13 13" stroke="${INK}" stroke-width="1.3" fill="none"/>`,
  ),
  heart: '<path d="M10 17 L3 10 A4 4 0 0 1 10 5 A4 4 0 0 1 17 10 Z" fill="#e5484d"/>',
  like: '<path d="M3 9 H6 V17 H3 Z M7 9 L10 3 Q12 3 11.5 6 L11 8 H16 Q17.5 8 17 10 L15.5 16 Q15 17 14 17 H7 Z" fill="#f5a524"/>',
  clap: '<path d="M5 15 L8 5 Q9 4 10 5 L9 9 L12 4 Q13 3 14 4.5 L11.5 10 L15 7 Q16.5 7 16 8.5 L11 16 Q9 18 6.5 17 Z" fill="#f5a524"/>',
  six: '<rect x="1" y="4" width="18" height="12" rx="3" fill="#e4572e"/><text x="10" y="13.5" text-anchor="middle" font-family="sans-serif" font-size="8" font-weight="700" fill="#fff">666</text>',
  fire: '<path d="M10 2 Q14 7 13 9 Q15 8 15 6 Q18 11 15.5 15 Q13 18 10 18 Q5 18 4 14 Q3 10 7 7 Q7 10 9 10 Q8 6 10 2 Z" fill="#f76808"/>',
  football:
    '<circle cx="10" cy="10" r="8.5" fill="#fff" stroke="#222" stroke-width="1"/><path d="M10 6.5 L13 8.7 L11.9 12.2 H8.1 L7 8.7 Z" fill="#222"/>',
  basketball:
    '<circle cx="10" cy="10" r="8.5" fill="#e8772e" stroke="#7a3a10" stroke-width="1"/><path d="M1.5 10 H18.5 M10 1.5 V18.5 M4 4 Q8 10 4 16 M16 4 Q12 10 16 16" stroke="#7a3a10" stroke-width="0.9" fill="none"/>',
  trophy:
    '<path d="M6 3 H14 V8 Q14 12 10 12 Q6 12 6 8 Z" fill="#f5c518"/><path d="M6 4.5 H3.5 Q3.5 9 6.5 9 M14 4.5 H16.5 Q16.5 9 13.5 9" stroke="#f5c518" stroke-width="1.3" fill="none"/><rect x="9" y="12" width="2" height="3" fill="#d4a30f"/><rect x="6" y="15" width="8" height="2.5" rx="0.5" fill="#8a6d00"/>',
};

/** The set: names (as typed and shown, brackets included) and the drawing each stands for. */
export const EMOJI: readonly { name: string; key: string }[] = [
  { name: '[微笑]', key: 'smile' },
  { name: '[大笑]', key: 'laugh' },
  { name: '[流泪]', key: 'cry' },
  { name: '[生气]', key: 'angry' },
  { name: '[惊讶]', key: 'wow' },
  { name: '[害羞]', key: 'shy' },
  { name: '[眨眼]', key: 'wink' },
  { name: '[酷]', key: 'cool' },
  { name: '[爱心]', key: 'heart' },
  { name: '[点赞]', key: 'like' },
  { name: '[鼓掌]', key: 'clap' },
  { name: '[666]', key: 'six' },
  { name: '[火]', key: 'fire' },
  { name: '[足球]', key: 'football' },
  { name: '[篮球]', key: 'basketball' },
  { name: '[奖杯]', key: 'trophy' },
];

export const emojiPath = (key: string) => `/static/emoji/${key}.svg`;

export function emojiSvg(key: string): string | undefined {
  const drawing = DRAWINGS[key];
  return drawing && `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">${drawing}</svg>`;
}

export function registerEmoji(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>('/static/emoji/:key', async (req, reply) => {
    const svg = emojiSvg(req.params.key.replace(/\.svg$/, ''));
    if (!svg) return reply.code(404).send();
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=604800');
    return reply.send(svg);
  });
}

import { between, hash, pick, prng } from './prng';

// Squads for lineups and the timeline: deterministic per team, named in zh, zht (traditional), en and
// vi like the teams (WIRE.md). Chinese and Vietnamese clubs get names of their own country; the others
// get western names with their usual Chinese transliterations.

type Names = readonly [zh: string, zht: string, latin: string];

const WESTERN_GIVEN: readonly Names[] = [
  ['詹姆斯', '詹姆斯', 'James'],
  ['卢卡斯', '盧卡斯', 'Lucas'],
  ['马可', '馬可', 'Marco'],
  ['卢卡', '盧卡', 'Luca'],
  ['丹尼尔', '丹尼爾', 'Daniel'],
  ['大卫', '大衛', 'David'],
  ['莱昂', '萊昂', 'Leon'],
  ['约纳斯', '約納斯', 'Jonas'],
  ['巴勃罗', '巴勃羅', 'Pablo'],
  ['塞尔吉奥', '塞爾吉奧', 'Sergio'],
  ['迭戈', '迭戈', 'Diego'],
  ['马特奥', '馬特奧', 'Mateo'],
  ['若昂', '若昂', 'João'],
  ['布鲁诺', '布魯諾', 'Bruno'],
  ['拉斐尔', '拉斐爾', 'Rafael'],
  ['凯文', '凱文', 'Kevin'],
  ['哈里', '哈里', 'Harry'],
  ['杰克', '傑克', 'Jack'],
  ['奥利弗', '奧利弗', 'Oliver'],
  ['马克斯', '馬克斯', 'Max'],
  ['费利克斯', '費利克斯', 'Felix'],
  ['保罗', '保羅', 'Paul'],
  ['安托万', '安托萬', 'Antoine'],
  ['雨果', '雨果', 'Hugo'],
  ['尼科', '尼科', 'Nico'],
  ['费德里科', '費德里科', 'Federico'],
  ['洛伦佐', '洛倫佐', 'Lorenzo'],
  ['迈克尔', '邁克爾', 'Michael'],
  ['安东尼', '安東尼', 'Anthony'],
  ['斯蒂芬', '斯蒂芬', 'Stephen'],
  ['凯尔', '凱爾', 'Kyle'],
  ['杰伦', '傑倫', 'Jalen'],
  ['马库斯', '馬庫斯', 'Marcus'],
  ['德文', '德文', 'Devin'],
  ['乔丹', '喬丹', 'Jordan'],
  ['托马斯', '托馬斯', 'Thomas'],
];
const WESTERN_FAMILY: readonly Names[] = [
  ['史密斯', '史密斯', 'Smith'],
  ['约翰逊', '約翰遜', 'Johnson'],
  ['威廉姆斯', '威廉斯', 'Williams'],
  ['布朗', '布朗', 'Brown'],
  ['琼斯', '瓊斯', 'Jones'],
  ['加西亚', '加西亞', 'García'],
  ['马丁内斯', '馬丁內斯', 'Martínez'],
  ['罗德里格斯', '羅德里格斯', 'Rodríguez'],
  ['席尔瓦', '席爾瓦', 'Silva'],
  ['桑托斯', '桑托斯', 'Santos'],
  ['费尔南德斯', '費爾南德斯', 'Fernandes'],
  ['科斯塔', '科斯塔', 'Costa'],
  ['穆勒', '穆勒', 'Müller'],
  ['施密特', '施密特', 'Schmidt'],
  ['菲舍尔', '菲舍爾', 'Fischer'],
  ['韦伯', '韋伯', 'Weber'],
  ['罗西', '羅西', 'Rossi'],
  ['比安奇', '比安奇', 'Bianchi'],
  ['罗马诺', '羅馬諾', 'Romano'],
  ['里奇', '里奇', 'Ricci'],
  ['莫罗', '莫羅', 'Moreau'],
  ['洛朗', '洛朗', 'Laurent'],
  ['杜波依斯', '杜波依斯', 'Dubois'],
  ['沃克', '沃克', 'Walker'],
  ['泰勒', '泰勒', 'Taylor'],
  ['威尔逊', '威爾遜', 'Wilson'],
  ['戴维斯', '戴維斯', 'Davies'],
  ['埃文斯', '埃文斯', 'Evans'],
  ['罗伯茨', '羅伯茨', 'Roberts'],
  ['洛佩斯', '洛佩斯', 'López'],
  ['埃尔南德斯', '埃爾南德斯', 'Hernández'],
  ['佩雷斯', '佩雷斯', 'Pérez'],
  ['桑切斯', '桑切斯', 'Sánchez'],
  ['莫雷蒂', '莫雷蒂', 'Moretti'],
  ['凯勒', '凱勒', 'Keller'],
  ['瓦格纳', '瓦格納', 'Wagner'],
  ['贝克尔', '貝克爾', 'Becker'],
  ['霍夫曼', '霍夫曼', 'Hoffmann'],
  ['迪亚斯', '迪亞斯', 'Díaz'],
  ['格林', '格林', 'Green'],
];
const CHINESE_FAMILY: readonly Names[] = [
  ['王', '王', 'Wang'],
  ['李', '李', 'Li'],
  ['张', '張', 'Zhang'],
  ['刘', '劉', 'Liu'],
  ['陈', '陳', 'Chen'],
  ['杨', '楊', 'Yang'],
  ['赵', '趙', 'Zhao'],
  ['黄', '黃', 'Huang'],
  ['周', '周', 'Zhou'],
  ['吴', '吳', 'Wu'],
  ['徐', '徐', 'Xu'],
  ['孙', '孫', 'Sun'],
  ['马', '馬', 'Ma'],
  ['朱', '朱', 'Zhu'],
  ['胡', '胡', 'Hu'],
  ['郭', '郭', 'Guo'],
  ['何', '何', 'He'],
  ['高', '高', 'Gao'],
  ['林', '林', 'Lin'],
  ['罗', '羅', 'Luo'],
];
const CHINESE_GIVEN: readonly Names[] = [
  ['伟', '偉', 'wei'],
  ['磊', '磊', 'lei'],
  ['强', '強', 'qiang'],
  ['军', '軍', 'jun'],
  ['杰', '傑', 'jie'],
  ['涛', '濤', 'tao'],
  ['明', '明', 'ming'],
  ['超', '超', 'chao'],
  ['勇', '勇', 'yong'],
  ['鹏', '鵬', 'peng'],
  ['浩', '浩', 'hao'],
  ['宇', '宇', 'yu'],
  ['晨', '晨', 'chen'],
  ['凯', '凱', 'kai'],
  ['龙', '龍', 'long'],
  ['斌', '斌', 'bin'],
  ['翔', '翔', 'xiang'],
  ['辉', '輝', 'hui'],
  ['俊', '俊', 'jun'],
  ['帅', '帥', 'shuai'],
];
const VIETNAMESE_FAMILY: readonly Names[] = [
  ['阮', '阮', 'Nguyễn'],
  ['陈', '陳', 'Trần'],
  ['黎', '黎', 'Lê'],
  ['范', '范', 'Phạm'],
  ['黄', '黃', 'Hoàng'],
  ['武', '武', 'Vũ'],
  ['吴', '吳', 'Ngô'],
  ['杜', '杜', 'Đỗ'],
  ['裴', '裴', 'Bùi'],
  ['邓', '鄧', 'Đặng'],
];
const VIETNAMESE_MIDDLE: readonly Names[] = [
  ['文', '文', 'Văn'],
  ['德', '德', 'Đức'],
  ['明', '明', 'Minh'],
  ['光', '光', 'Quang'],
  ['青', '青', 'Thanh'],
  ['春', '春', 'Xuân'],
];
const VIETNAMESE_GIVEN: readonly Names[] = [
  ['海', '海', 'Hải'],
  ['俊', '俊', 'Tuấn'],
  ['雄', '雄', 'Hùng'],
  ['成', '成', 'Thành'],
  ['公', '公', 'Công'],
  ['决', '決', 'Quyết'],
  ['勇', '勇', 'Dũng'],
  ['忠', '忠', 'Trung'],
  ['龙', '龍', 'Long'],
  ['山', '山', 'Sơn'],
  ['英', '英', 'Anh'],
  ['厚', '厚', 'Hậu'],
  ['凤', '鳳', 'Phượng'],
  ['战', '戰', 'Chiến'],
  ['平', '平', 'Bình'],
  ['福', '福', 'Phúc'],
];

/** Vietnamese without its diacritics, as English-language sources usually print the names. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

export interface Player {
  /** players.id: the team id × 100 + the place in the squad (starters first, from 1). */
  id: number;
  number: number;
  /** Football: G, D, M, F. Basketball: PG, SG, SF, PF, C. */
  position: string;
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
}

export interface Squad {
  formation: string;
  starters: Player[];
  substitutes: Player[];
}

/** Chinese clubs (CSL 542, CBA 3) and Vietnamese clubs (600) by their league; team ids are league × 100 + n. */
function originOf(teamId: number): 'cn' | 'vn' | 'west' {
  const league = Math.floor(teamId / 100);
  if (league === 542 || league === 3) return 'cn';
  if (league === 600) return 'vn';
  return 'west';
}

function playerName(rand: () => number, origin: 'cn' | 'vn' | 'west'): Omit<Player, 'id' | 'number' | 'position'> {
  if (origin === 'cn') {
    const family = pick(rand, CHINESE_FAMILY);
    const given = rand() < 0.6 ? [pick(rand, CHINESE_GIVEN), pick(rand, CHINESE_GIVEN)] : [pick(rand, CHINESE_GIVEN)];
    const latinGiven = given.map((g) => g[2]).join('');
    const latin = `${family[2]} ${latinGiven[0]!.toUpperCase()}${latinGiven.slice(1)}`;
    return {
      name_zh: family[0] + given.map((g) => g[0]).join(''),
      name_zht: family[1] + given.map((g) => g[1]).join(''),
      name_en: latin,
      name_vi: latin,
    };
  }
  if (origin === 'vn') {
    const parts = [pick(rand, VIETNAMESE_FAMILY), pick(rand, VIETNAMESE_MIDDLE), pick(rand, VIETNAMESE_GIVEN)];
    const vi = parts.map((p) => p[2]).join(' ');
    return { name_zh: parts.map((p) => p[0]).join(''), name_zht: parts.map((p) => p[1]).join(''), name_en: plain(vi), name_vi: vi };
  }
  const given = pick(rand, WESTERN_GIVEN);
  const family = pick(rand, WESTERN_FAMILY);
  const latin = `${given[2]} ${family[2]}`;
  return { name_zh: `${given[0]}·${family[0]}`, name_zht: `${given[1]}·${family[1]}`, name_en: latin, name_vi: latin };
}

export const FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '3-4-3', '5-3-2'] as const;

/** The id of a team's n-th player (from 0, starters first) in the players table. */
export const playerId = (teamId: number, index: number) => teamId * 100 + index + 1;

/** A team's squad: 11 starters in its formation and 7 substitutes (football), or 5 and 7 (basketball). */
export function squad(teamId: number, sport: 0 | 1): Squad {
  const rand = prng(hash(`squad:${sport}:${teamId}`));
  const origin = originOf(teamId);
  const used = new Set<string>();
  const numbers = new Set<number>();
  const make = (position: string, preferred: number): Player => {
    let name = playerName(rand, origin);
    for (let tries = 0; used.has(name.name_en) && tries < 20; tries++) name = playerName(rand, origin);
    used.add(name.name_en);
    let number = preferred;
    while (numbers.has(number)) number = between(rand, 2, 99);
    numbers.add(number);
    return { id: playerId(teamId, numbers.size - 1), number, position, ...name };
  };
  if (sport === 1) {
    const positions = ['PG', 'SG', 'SF', 'PF', 'C'];
    const starters = positions.map((p) => make(p, between(rand, 0, 35)));
    const substitutes = ['PG', 'SG', 'SF', 'PF', 'C', 'SG', 'PF'].map((p) => make(p, between(rand, 0, 55)));
    return { formation: '', starters, substitutes };
  }
  const formation = FORMATIONS[hash(`formation:${teamId}`) % FORMATIONS.length]!;
  const lines = formation.split('-').map(Number);
  const defenders = lines[0]!;
  const forwards = lines[lines.length - 1]!;
  const midfielders = 10 - defenders - forwards;
  const starters = [
    make('G', 1),
    ...Array.from({ length: defenders }, (_, i) => make('D', 2 + i)),
    ...Array.from({ length: midfielders }, (_, i) => make('M', 6 + i)),
    ...Array.from({ length: forwards }, (_, i) => make('F', 9 + i)),
  ];
  const substitutes = [make('G', 12), make('D', 13), make('D', 15), make('M', 14), make('M', 16), make('F', 17), make('F', 19)];
  return { formation, starters, substitutes };
}

// Seed catalogue: leagues and teams with names in zh, zht (traditional), en and vi.
export const FOOTBALL = 0;
export const BASKETBALL = 1;

type Names = readonly [zh: string, zht: string, en: string, vi: string];

export interface LeagueSeed {
  id: number;
  sport: number;
  name: Names;
  short: Names;
  country: string;
  color: string;
  /** A cup's matches per day in the generated schedule (a league plays a whole round of its season a day). */
  perDay: number;
  /** Team list; cup competitions borrow teams of other leagues. */
  teams?: readonly Names[];
  borrow?: readonly number[];
}

export const LEAGUES: readonly LeagueSeed[] = [
  {
    id: 82,
    sport: FOOTBALL,
    country: 'England',
    color: '#3d195b',
    perDay: 3,
    name: ['英格兰超级联赛', '英格蘭超級聯賽', 'Premier League', 'Ngoại hạng Anh'],
    short: ['英超', '英超', 'EPL', 'NHA'],
    teams: [
      ['曼联', '曼聯', 'Manchester United', 'Manchester United'],
      ['曼城', '曼城', 'Manchester City', 'Manchester City'],
      ['利物浦', '利物浦', 'Liverpool', 'Liverpool'],
      ['阿森纳', '阿仙奴', 'Arsenal', 'Arsenal'],
      ['切尔西', '車路士', 'Chelsea', 'Chelsea'],
      ['热刺', '熱刺', 'Tottenham Hotspur', 'Tottenham'],
      ['纽卡斯尔联', '紐卡素', 'Newcastle United', 'Newcastle'],
      ['阿斯顿维拉', '阿士東維拉', 'Aston Villa', 'Aston Villa'],
    ],
  },
  {
    id: 108,
    sport: FOOTBALL,
    country: 'Spain',
    color: '#ee8707',
    perDay: 2,
    name: ['西班牙甲级联赛', '西班牙甲級聯賽', 'La Liga', 'La Liga'],
    short: ['西甲', '西甲', 'LaLiga', 'La Liga'],
    teams: [
      ['皇家马德里', '皇家馬德里', 'Real Madrid', 'Real Madrid'],
      ['巴塞罗那', '巴塞隆拿', 'Barcelona', 'Barcelona'],
      ['马德里竞技', '馬德里體育會', 'Atlético Madrid', 'Atlético Madrid'],
      ['塞维利亚', '西維爾', 'Sevilla', 'Sevilla'],
      ['皇家社会', '皇家蘇斯達', 'Real Sociedad', 'Real Sociedad'],
      ['比利亚雷亚尔', '維拉利爾', 'Villarreal', 'Villarreal'],
      ['皇家贝蒂斯', '貝迪斯', 'Real Betis', 'Real Betis'],
      ['瓦伦西亚', '華倫西亞', 'Valencia', 'Valencia'],
    ],
  },
  {
    id: 120,
    sport: FOOTBALL,
    country: 'Germany',
    color: '#d20515',
    perDay: 2,
    name: ['德国甲级联赛', '德國甲級聯賽', 'Bundesliga', 'Bundesliga'],
    short: ['德甲', '德甲', 'BL', 'Bundesliga'],
    teams: [
      ['拜仁慕尼黑', '拜仁慕尼黑', 'Bayern Munich', 'Bayern München'],
      ['多特蒙德', '多蒙特', 'Borussia Dortmund', 'Dortmund'],
      ['勒沃库森', '利華古遜', 'Bayer Leverkusen', 'Leverkusen'],
      ['莱比锡红牛', 'RB萊比錫', 'RB Leipzig', 'RB Leipzig'],
      ['法兰克福', '法蘭克福', 'Eintracht Frankfurt', 'Frankfurt'],
      ['斯图加特', '史特加', 'VfB Stuttgart', 'Stuttgart'],
      ['门兴格拉德巴赫', '慕遜加柏', 'Borussia Mönchengladbach', 'Gladbach'],
      ['沃尔夫斯堡', '禾夫斯堡', 'VfL Wolfsburg', 'Wolfsburg'],
    ],
  },
  {
    id: 129,
    sport: FOOTBALL,
    country: 'Italy',
    color: '#008fd7',
    perDay: 2,
    name: ['意大利甲级联赛', '意大利甲級聯賽', 'Serie A', 'Serie A'],
    short: ['意甲', '意甲', 'Serie A', 'Serie A'],
    teams: [
      ['国际米兰', '國際米蘭', 'Inter Milan', 'Inter Milan'],
      ['AC米兰', 'AC米蘭', 'AC Milan', 'AC Milan'],
      ['尤文图斯', '祖雲達斯', 'Juventus', 'Juventus'],
      ['那不勒斯', '拿玻里', 'Napoli', 'Napoli'],
      ['罗马', '羅馬', 'AS Roma', 'AS Roma'],
      ['拉齐奥', '拉素', 'Lazio', 'Lazio'],
      ['亚特兰大', '亞特蘭大', 'Atalanta', 'Atalanta'],
      ['佛罗伦萨', '費倫天拿', 'Fiorentina', 'Fiorentina'],
    ],
  },
  {
    id: 542,
    sport: FOOTBALL,
    country: 'China',
    color: '#c8102e',
    perDay: 2,
    name: ['中国足球超级联赛', '中國足球超級聯賽', 'Chinese Super League', 'Giải VĐQG Trung Quốc'],
    short: ['中超', '中超', 'CSL', 'CSL'],
    teams: [
      ['上海海港', '上海海港', 'Shanghai Port', 'Cảng Thượng Hải'],
      ['山东泰山', '山東泰山', 'Shandong Taishan', 'Sơn Đông Thái Sơn'],
      ['上海申花', '上海申花', 'Shanghai Shenhua', 'Thân Hoa Thượng Hải'],
      ['北京国安', '北京國安', 'Beijing Guoan', 'Bắc Kinh Quốc An'],
      ['成都蓉城', '成都蓉城', 'Chengdu Rongcheng', 'Thành Đô Dung Thành'],
      ['浙江队', '浙江隊', 'Zhejiang FC', 'Chiết Giang'],
      ['天津津门虎', '天津津門虎', 'Tianjin Jinmen Tiger', 'Thiên Tân Tân Môn Hổ'],
      ['武汉三镇', '武漢三鎮', 'Wuhan Three Towns', 'Vũ Hán Tam Trấn'],
    ],
  },
  {
    id: 600,
    sport: FOOTBALL,
    country: 'Vietnam',
    color: '#da251d',
    perDay: 2,
    name: ['越南足球甲级联赛', '越南足球甲級聯賽', 'V.League 1', 'V.League 1'],
    short: ['越南甲', '越南甲', 'V.League', 'V.League'],
    teams: [
      ['河内FC', '河內FC', 'Hanoi FC', 'Hà Nội FC'],
      ['胡志明市', '胡志明市', 'Ho Chi Minh City', 'TP Hồ Chí Minh'],
      ['黄安嘉莱', '黃安嘉萊', 'Hoang Anh Gia Lai', 'Hoàng Anh Gia Lai'],
      ['海防', '海防', 'Hai Phong', 'Hải Phòng'],
      ['南定', '南定', 'Nam Dinh', 'Thép Xanh Nam Định'],
      ['平定', '平定', 'Binh Dinh', 'Bình Định'],
      ['清化', '清化', 'Thanh Hoa', 'Đông Á Thanh Hóa'],
      ['军体', '軍體', 'Viettel', 'Thể Công Viettel'],
    ],
  },
  {
    id: 45,
    sport: FOOTBALL,
    country: 'Europe',
    color: '#0e1e5b',
    perDay: 1,
    borrow: [82, 108, 120, 129],
    name: ['欧洲冠军联赛', '歐洲聯賽冠軍盃', 'UEFA Champions League', 'Cúp C1 châu Âu'],
    short: ['欧冠', '歐聯', 'UCL', 'C1'],
  },
  {
    id: 46,
    sport: FOOTBALL,
    country: 'Europe',
    color: '#f68e00',
    perDay: 1,
    borrow: [82, 108, 120, 129],
    name: ['欧洲联赛', '歐霸盃', 'UEFA Europa League', 'Cúp C2 châu Âu'],
    short: ['欧联', '歐霸', 'UEL', 'C2'],
  },
  {
    id: 1,
    sport: BASKETBALL,
    country: 'USA',
    color: '#1d428a',
    perDay: 3,
    name: ['美国职业篮球联赛', '美國職業籃球聯賽', 'NBA', 'NBA'],
    short: ['NBA', 'NBA', 'NBA', 'NBA'],
    teams: [
      ['湖人', '湖人', 'Lakers', 'Lakers'],
      ['勇士', '勇士', 'Warriors', 'Warriors'],
      ['凯尔特人', '塞爾提克', 'Celtics', 'Celtics'],
      ['掘金', '金塊', 'Nuggets', 'Nuggets'],
      ['雄鹿', '公鹿', 'Bucks', 'Bucks'],
      ['太阳', '太陽', 'Suns', 'Suns'],
      ['热火', '熱火', 'Heat', 'Heat'],
      ['76人', '76人', '76ers', '76ers'],
    ],
  },
  {
    id: 3,
    sport: BASKETBALL,
    country: 'China',
    color: '#e60012',
    perDay: 2,
    name: ['中国男子篮球职业联赛', '中國男子籃球職業聯賽', 'Chinese Basketball Association', 'Giải bóng rổ Trung Quốc'],
    short: ['CBA', 'CBA', 'CBA', 'CBA'],
    teams: [
      ['广东宏远', '廣東宏遠', 'Guangdong Southern Tigers', 'Quảng Đông'],
      ['辽宁本钢', '遼寧本鋼', 'Liaoning Flying Leopards', 'Liêu Ninh'],
      ['浙江稠州', '浙江稠州', 'Zhejiang Golden Bulls', 'Chiết Giang'],
      ['上海久事', '上海久事', 'Shanghai Sharks', 'Thượng Hải'],
      ['北京首钢', '北京首鋼', 'Beijing Ducks', 'Bắc Kinh'],
      ['新疆伊力特', '新疆伊力特', 'Xinjiang Flying Tigers', 'Tân Cương'],
      ['山东高速', '山東高速', 'Shandong Heroes', 'Sơn Đông'],
      ['深圳马可波罗', '深圳馬可波羅', 'Shenzhen Leopards', 'Thâm Quyến'],
    ],
  },
];

export const GIFTS = [
  // id, zh, en, vi, coin, full-screen effect
  [1, '点赞', 'Like', 'Thích', 1, 0],
  [2, '荧光棒', 'Glow stick', 'Que phát sáng', 10, 0],
  [3, '足球', 'Football', 'Quả bóng', 20, 0],
  [4, '啤酒', 'Beer', 'Bia', 50, 0],
  [5, '奖杯', 'Trophy', 'Cúp', 100, 0],
  [6, '金球', 'Golden ball', 'Quả bóng vàng', 520, 0],
  [7, '跑车', 'Sports car', 'Siêu xe', 1314, 1],
  [8, '火箭', 'Rocket', 'Tên lửa', 5200, 1],
  [9, '城堡', 'Castle', 'Lâu đài', 9999, 1],
] as const;

export const GUARD_TIERS = [
  // id, zh, en, vi, coin, renew, colour, days
  [1, '青铜守护', 'Bronze guard', 'Hộ vệ Đồng', 1000, 900, '#b87333', 30],
  [2, '白银守护', 'Silver guard', 'Hộ vệ Bạc', 5000, 4500, '#a8a9ad', 30],
  [3, '黄金守护', 'Gold guard', 'Hộ vệ Vàng', 20000, 18000, '#d4af37', 30],
] as const;

export const STREAMERS = [
  // nickname, room title (zh), type 0 football / 1 basketball / 2 other
  ['球场老王', '英超焦点战 全场解说', 0],
  ['篮球小李', 'NBA 今日焦点', 1],
  ['Coach Minh', 'V.League trực tiếp', 0],
  ['绿茵阿杰', '西甲 德甲 双线直播', 0],
  ['CBA 大鹏', 'CBA 常规赛直播', 1],
  ['电竞阿飞', '英雄联盟 职业联赛', 2],
  ['足球姐姐', '意甲 中超 聊球', 0],
  ['Hoops Nation', 'Basketball all night', 1],
] as const;

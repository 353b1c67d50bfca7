import type { PerLanguage } from '../db/schema-catalog';

/**
 * The demo game providers. Names are invented (no real studio's trademark). Each provider states
 * how many games it has per category in the full catalogue; the small catalogue (tests) takes
 * the first few of each, so every id in the small one also exists in the full one.
 */

export const ALL_CURRENCIES = ['MYR', 'SGD', 'THB', 'VND', 'IDR'] as const;

export type SeedProvider = {
  providerId: string;
  name: string;
  /** Localized where a market knows the brand under another name; en otherwise. */
  memberDisplay: PerLanguage;
  method: 0 | 1;
  transfer: boolean;
  currencies: string[];
  priority: number;
  /** category type → number of games in the full catalogue */
  games: Record<string, number>;
  /** The first game of a live-casino/sports provider is a door to its own lobby. */
  lobby?: 'live-casino' | 'sports';
};

const all = [...ALL_CURRENCIES];
const except = (...drop: string[]) => all.filter((c) => !drop.includes(c));
const display = (en: string, zh?: string): PerLanguage => (zh ? { en, zh } : { en });

export const seedProviders: SeedProvider[] = [
  {
    providerId: 'drs',
    name: 'Dragon Reel Studio',
    memberDisplay: display('Dragon Reel Studio', '龙轴工作室'),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 1,
    games: { slots: 480, fishing: 20 },
  },
  {
    providerId: 'nj',
    name: 'Neon Jackpot',
    memberDisplay: display('Neon Jackpot', '霓虹彩金'),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 2,
    games: { slots: 460 },
  },
  {
    providerId: 'glg',
    name: 'Golden Lotus Gaming',
    memberDisplay: display('Golden Lotus Gaming', '金莲游戏'),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 3,
    games: { slots: 340, table: 40 },
  },
  {
    providerId: 'sfg',
    name: 'Starfall Games',
    memberDisplay: display('Starfall Games', '星落游戏'),
    method: 1,
    transfer: false,
    currencies: all,
    priority: 4,
    games: { slots: 330, fishing: 25 },
  },
  // Not licensed for Vietnam: absent from every VND file.
  {
    providerId: 'jti',
    name: 'Jade Tiger Interactive',
    memberDisplay: display('Jade Tiger Interactive', '玉虎互动'),
    method: 0,
    transfer: false,
    currencies: except('VND'),
    priority: 5,
    games: { slots: 350 },
  },
  {
    providerId: 'mos',
    name: 'Mystic Orb Studio',
    memberDisplay: display('Mystic Orb Studio'),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 6,
    games: { slots: 300, table: 40 },
  },
  // A small studio that only serves Malaysia and Singapore.
  {
    providerId: 'pxf',
    name: 'Pixel Fortune',
    memberDisplay: display('Pixel Fortune', '像素财富'),
    method: 1,
    transfer: false,
    currencies: ['MYR', 'SGD'],
    priority: 7,
    games: { slots: 280 },
  },
  {
    providerId: 'ccl',
    name: 'Crimson Crown Live',
    memberDisplay: display('Crimson Crown Live', '赤冠真人'),
    method: 1,
    transfer: false,
    currencies: all,
    priority: 8,
    games: { 'live-casino': 90 },
    lobby: 'live-casino',
  },
  {
    providerId: 'vtl',
    name: 'Velvet Table Live',
    memberDisplay: display('Velvet Table Live', '丝绒桌真人'),
    method: 0,
    transfer: false,
    currencies: all,
    priority: 9,
    games: { 'live-casino': 70, table: 30 },
    lobby: 'live-casino',
  },
  {
    providerId: 'rbh',
    name: 'Royal Baccarat House',
    memberDisplay: display('Royal Baccarat House', '皇家百家乐'),
    method: 0,
    transfer: false,
    currencies: except('IDR'),
    priority: 10,
    games: { table: 60, 'live-casino': 40 },
    lobby: 'live-casino',
  },
  // Transfer-type: keeps its own wallet, filled by game/play-transfer.
  {
    providerId: 'cra',
    name: 'Coral Reef Arcade',
    memberDisplay: display('Coral Reef Arcade', '珊瑚礁街机'),
    method: 0,
    transfer: true,
    currencies: all,
    priority: 11,
    games: { fishing: 40 },
  },
  {
    providerId: 'tps',
    name: 'Thunder Pitch Sports',
    memberDisplay: display('Thunder Pitch Sports', '雷霆体育'),
    method: 1,
    transfer: true,
    currencies: all,
    priority: 12,
    games: { sports: 12 },
    lobby: 'sports',
  },
  {
    providerId: 'aod',
    name: 'Arena Odds',
    memberDisplay: display('Arena Odds', '竞技赔率'),
    method: 0,
    transfer: false,
    currencies: except('IDR'),
    priority: 13,
    games: { sports: 10 },
    lobby: 'sports',
  },
  {
    providerId: 'ldl',
    name: 'Lucky Draw Lotto',
    memberDisplay: display('Lucky Draw Lotto', '幸运抽奖彩票'),
    method: 0,
    transfer: false,
    currencies: ['MYR', 'SGD', 'THB'],
    priority: 14,
    games: { lottery: 60 },
  },
];

/** What the demo has under maintenance; ids are low indexes so the small catalogue has them too. */
export const seedMaintenance = {
  provider: ['mos'],
  game: ['drs-0003', 'nj-0002', 'glg-0004', 'ccl-0002'],
} as const;

import type { GameFeature, Volatility } from '@/lib/contracts/games';
import { hashString, mulberry32 } from './random';

/**
 * What the demo catalogue states about each game on its page (game/detail): return to player,
 * volatility, the largest win, paylines or ways, features, and whether a visitor can play it for
 * play money. A pure function of the game's id, category and name, drawn from a random source of
 * its own, so adding these changed none of the flags the catalogue already had.
 */
export type GameFacts = {
  /** hundredths of a percent */
  rtp: number | null;
  volatility: Volatility | null;
  maxWin: number | null;
  lines: number | null;
  ways: number | null;
  features: GameFeature[];
  demo: boolean;
};

const NONE: GameFacts = { rtp: null, volatility: null, maxWin: null, lines: null, ways: null, features: [], demo: false };

/** A table game's house rules, by the words of its name: RTP (hundredths), top payout (× stake), features. */
const TABLE_RULES: Array<[RegExp, number, number, GameFeature[]]> = [
  [/american roulette/i, 9474, 36, ['side_bets']],
  [/mini roulette/i, 9459, 12, []],
  [/roulette/i, 9730, 36, ['side_bets']],
  [/blackjack/i, 9941, 26, ['side_bets']],
  [/baccarat/i, 9894, 9, ['side_bets', 'roadmaps']],
  [/dragon tiger/i, 9627, 12, ['roadmaps']],
  [/sic bo/i, 9722, 181, ['roadmaps']],
  [/craps/i, 9864, 31, ['side_bets']],
  [/teen patti/i, 9663, 41, ['side_bets']],
  [/andar bahar/i, 9785, 121, ['side_bets']],
  [/fan tan/i, 9750, 4, ['roadmaps']],
  [/hold.em|three card|poker/i, 9784, 101, ['side_bets']],
  [/hi-lo/i, 9600, 12, []],
];

export function gameFacts(game: { gameId: string; type: string; name: string; redirect: boolean }): GameFacts {
  if (game.redirect) return NONE;
  const rand = mulberry32(hashString(`facts:${game.gameId}`));
  const chance = (p: number) => rand() < p;
  const between = (from: number, to: number) => from + Math.floor(rand() * (to - from + 1));
  const name = game.name;

  switch (game.type) {
    case 'slots': {
      const volatility: Volatility = /classic/i.test(name)
        ? 'low'
        : /extreme|megaspin|unleashed/i.test(name)
          ? 'high'
          : (['low', 'medium', 'medium', 'high'] as const)[between(0, 3)]!;
      const maxWin = roundTo(
        volatility === 'low' ? between(500, 2000) : volatility === 'medium' ? between(2000, 10000) : between(10000, 50000),
        250,
      );
      const allWays = /megaspin/i.test(name) || chance(0.3);
      const features: GameFeature[] = [];
      if (chance(0.85)) features.push('free_spins');
      if (chance(0.8)) features.push('wilds');
      if (chance(0.55)) features.push('multipliers');
      const extras: GameFeature[] = ['cascades', 'respins', 'sticky_wilds', 'expanding_wilds', 'pick_bonus'];
      features.push(extras[between(0, extras.length - 1)]!);
      if (/jackpot|fortune|vault|riches/i.test(name) || chance(0.1)) features.push('jackpot');
      if (volatility !== 'low' && chance(0.4)) features.push('bonus_buy');
      if (volatility !== 'high' && chance(0.15)) features.push('gamble');
      return {
        rtp: between(9400, 9750),
        volatility,
        maxWin,
        lines: allWays ? null : [5, 9, 10, 20, 25, 30, 40, 50][between(0, 7)]!,
        ways: allWays ? (/megaspin/i.test(name) ? 117649 : [243, 1024, 3125, 4096][between(0, 3)]!) : null,
        features: features.slice(0, 6),
        demo: true,
      };
    }
    case 'fishing': {
      const features: GameFeature[] = ['multiplayer', 'boss_fish', 'weapon_upgrades'];
      if (chance(0.6)) features.push('auto_aim');
      if (chance(0.3)) features.push('jackpot');
      return {
        rtp: between(9500, 9750),
        volatility: chance(0.5) ? 'medium' : 'high',
        maxWin: [300, 500, 1000][between(0, 2)]!,
        lines: null,
        ways: null,
        features,
        demo: true,
      };
    }
    case 'table':
    case 'live-casino': {
      const [, rtp, maxWin, base] = TABLE_RULES.find(([re]) => re.test(name)) ?? [/./, 9600, 12, []];
      const live = game.type === 'live-casino';
      const features: GameFeature[] = live ? ['live_dealer', ...base, 'live_chat'] : [...base];
      if (/multi-hand/i.test(name)) features.push('multi_hand');
      if (live && /squeeze/i.test(name)) features.push('squeeze');
      if (live && /speed|turbo/i.test(name)) features.push('speed_rounds');
      if (live && chance(0.5)) features.push('multi_camera');
      if (!live) features.push('auto_play');
      // A live table has no play-money seat: its dealer deals for real stakes.
      return { rtp, volatility: 'low', maxWin, lines: null, ways: null, features, demo: !live };
    }
    case 'lottery': {
      const features: GameFeature[] = ['quick_pick', 'multi_draw'];
      if (/mega|super|golden|jackpot/i.test(name) || chance(0.3)) features.push('jackpot');
      if (chance(0.5)) features.push('live_draws');
      return {
        rtp: between(9400, 9600),
        volatility: 'high',
        maxWin: roundTo(between(5000, 100000), 1000),
        lines: null,
        ways: null,
        features,
        demo: true,
      };
    }
    case 'sports': {
      const features: GameFeature[] = ['in_play', 'cash_out', 'live_stats'];
      if (chance(0.5)) features.push('bet_builder');
      return { rtp: between(9500, 9700), volatility: null, maxWin: null, lines: null, ways: null, features, demo: false };
    }
    default:
      return NONE;
  }
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * Word lists for the demo game names, per category. A name is picked by a permutation of the
 * game's index, so the names of one provider's category never repeat.
 */

type NameParts = { first: readonly string[]; second: readonly string[]; third: readonly string[] };

const slots: NameParts = {
  first: [
    'Golden',
    'Lucky',
    'Wild',
    'Mystic',
    'Fortune',
    'Neon',
    'Royal',
    'Blazing',
    'Frozen',
    'Cosmic',
    'Emerald',
    'Ruby',
    'Sapphire',
    'Thunder',
    'Jungle',
    'Pharaoh',
    'Samurai',
    'Panda',
    'Tiger',
    'Phoenix',
    'Lotus',
    'Crystal',
    'Midnight',
    'Sunset',
    'Diamond',
    'Viking',
    'Pirate',
    'Candy',
    'Fruity',
    'Starlit',
    'Dragon',
    'Jade',
    'Koi',
    'Monkey',
    'Aztec',
    'Nordic',
    'Desert',
    'Volcano',
    'Arctic',
    'Silver',
  ],
  second: [
    'Reels',
    'Riches',
    'Spins',
    'Gold',
    'Jackpot',
    'Quest',
    'Kingdom',
    'Temple',
    'Treasure',
    'Legends',
    'Nights',
    'Wins',
    'Bonanza',
    'Blitz',
    'Rush',
    'Party',
    'Empire',
    'Garden',
    'Festival',
    'Express',
    'Wheel',
    'Vault',
    'Harvest',
    'Crown',
  ],
  third: ['', ' Deluxe', ' Extreme', ' Gold Edition', ' Megaspin', ' Classic', ' Returns', ' Unleashed'],
};

const liveCasino: NameParts = {
  first: ['Speed', 'VIP', 'Classic', 'Golden', 'Squeeze', 'No Commission', 'Prestige', 'Turbo', 'Grand', 'Salon Privé'],
  second: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Casino Hold’em', 'Three Card Poker', 'Teen Patti'],
  third: ['', ' A', ' B', ' C', ' D'],
};

const fishing: NameParts = {
  first: ['Ocean', 'Deep Sea', 'Coral', 'Golden Shark', 'Mermaid', 'Kraken', 'Lobster', 'Treasure Reef', 'Dragon Sea', 'Jellyfish'],
  second: ['Hunter', 'King', 'Frenzy', 'Party', 'Legends', 'Carnival', 'Bounty', 'Blast'],
  third: ['', ' 2', ' 3D', ' Deluxe'],
};

const table: NameParts = {
  first: ['Classic', 'European', 'American', 'Royal', 'Triple', 'Double Deck', 'Mini', 'Multi-Hand', 'Premium', 'Lucky'],
  second: ['Blackjack', 'Roulette', 'Baccarat', 'Poker', 'Sic Bo', 'Craps', 'Teen Patti', 'Andar Bahar', 'Dragon Tiger', 'Hi-Lo'],
  third: ['', ' Pro', ' Gold', ' Zero'],
};

const lottery: NameParts = {
  first: ['4D', '5D', 'Speed', 'Fast', 'Golden', 'Daily', 'Lucky', 'Super', 'Mega', 'Twilight'],
  second: ['Draw', 'Lotto', 'Keno', 'Bingo', 'Pick 3', 'Pick 5', 'Ball', 'Racing'],
  third: ['', ' Express', ' Plus'],
};

const sports: NameParts = {
  first: ['Virtual', 'In-Play', 'Instant', 'Esports', 'Fantasy'],
  second: ['Football', 'Horse Racing', 'Basketball', 'Tennis', 'Greyhounds', 'Cricket', 'Motor Racing', 'Cycling', 'Baseball', 'Badminton'],
  third: ['', ' League', ' Cup'],
};

const partsByCategory: Record<string, NameParts> = {
  slots,
  'live-casino': liveCasino,
  fishing,
  table,
  lottery,
  sports,
};

/** The index-th distinct name of a category; `salt` shifts the sequence so providers differ. */
export function gameName(category: string, index: number, salt: number): string {
  const parts = partsByCategory[category] ?? slots;
  const { first, second, third } = parts;
  const total = first.length * second.length * third.length;
  // Multiplying by a step coprime with `total` visits every combination once before repeating.
  const step = coprimeStep(total);
  const k = (index * step + salt) % total;
  const a = k % first.length;
  const b = Math.floor(k / first.length) % second.length;
  const c = Math.floor(k / (first.length * second.length)) % third.length;
  const name = `${first[a]} ${second[b]}${third[c]}`;
  // Past every combination (not reached by the demo sizes), a number keeps names unique.
  return index < total ? name : `${name} ${Math.floor(index / total) + 1}`;
}

function coprimeStep(total: number): number {
  for (let step = Math.floor(total * 0.618); step > 1; step--) if (gcd(step, total) === 1) return step;
  return 1;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

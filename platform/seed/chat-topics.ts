/** The chat topics a member picks from before the first message (names per language in the site's chat.topics). */
export const seedChatTopics = [
  { code: 'deposit', topic: 'Deposit', sort: 1 },
  { code: 'withdrawal', topic: 'Withdrawal', sort: 2 },
  { code: 'account', topic: 'Account', sort: 3 },
  { code: 'games', topic: 'Games', sort: 4 },
  { code: 'promotions', topic: 'Promotions', sort: 5 },
  { code: 'other', topic: 'Something else', sort: 6 },
];

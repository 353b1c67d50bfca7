/** Ledger and games tables (double-entry accounts, journal entries, postings, rounds, favourites). */
export {};

/** Catalogue tables (providers, games, maintenance, banners, dashboard popups, contact, SEO). */
export {};

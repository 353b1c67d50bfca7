'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The page's game category names (type → name in the page's language), as the server read them for
 * the navigation: a part that names a category (a promotion's contributions) has them in its first
 * render, on the server too, instead of showing the type's code until a call answers.
 */
const CategoryNamesContext = createContext<Readonly<Record<string, string>>>({});

export function CategoryNamesProvider({ names, children }: { names: Readonly<Record<string, string>>; children: ReactNode }) {
  return <CategoryNamesContext.Provider value={names}>{children}</CategoryNamesContext.Provider>;
}

export function useCategoryNames(): Readonly<Record<string, string>> {
  return useContext(CategoryNamesContext);
}

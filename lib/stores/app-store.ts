import { createStore } from 'zustand/vanilla';
import type { CountryItem, SiteConfig, StatusItem } from '../contracts/common';

/**
 * docs/PRODUCT.md §3 App state, seeded from the server per page load. No fact is kept twice: the
 * open dialog is the URL's ?action=, the version is config.version, module visibility is read
 * from config.modules where it is needed.
 */
export type AppState = {
  sidebar: boolean;
  countries: CountryItem[];
  statuses: StatusItem[];
  mobileView: boolean;
  config: SiteConfig | null;
};

export type AppActions = {
  setSidebar: (open: boolean) => void;
  toggleSidebar: () => void;
  setMobileView: (mobile: boolean) => void;
  setStatuses: (statuses: StatusItem[]) => void;
};

export type AppStore = AppState & AppActions;

export function createAppStore(initial: Partial<AppState>) {
  return createStore<AppStore>()((set) => ({
    sidebar: false,
    countries: [],
    statuses: [],
    mobileView: false,
    config: null,
    ...initial,
    setSidebar: (sidebar) => set({ sidebar }),
    toggleSidebar: () => set((s) => ({ sidebar: !s.sidebar })),
    setMobileView: (mobileView) => set({ mobileView }),
    setStatuses: (statuses) => set({ statuses }),
  }));
}

import { createStore } from 'zustand/vanilla';
import type { CountryItem, SiteConfig, StatusItem } from '../contracts/common';

/** docs/PRODUCT.md §3 App state. */
export type AppState = {
  sidebar: boolean;
  queryDialog: string | null;
  countries: CountryItem[];
  statuses: StatusItem[];
  mobileView: boolean;
  version: string;
  iframeSrc: string;
  config: SiteConfig | null;
  module: string;
  moduleShow: { type: string; web: boolean; mobile: boolean } | null;
};

export type AppActions = {
  setSidebar: (open: boolean) => void;
  toggleSidebar: () => void;
  setQueryDialog: (action: string | null) => void;
  setMobileView: (mobile: boolean) => void;
  setStatuses: (statuses: StatusItem[]) => void;
  setCountries: (countries: CountryItem[]) => void;
  setVersion: (version: string) => void;
};

export type AppStore = AppState & AppActions;

export function createAppStore(initial: Partial<AppState>) {
  return createStore<AppStore>()((set) => ({
    sidebar: false,
    queryDialog: null,
    countries: [],
    statuses: [],
    mobileView: false,
    version: '',
    iframeSrc: '',
    config: null,
    module: '',
    moduleShow: null,
    ...initial,
    setSidebar: (sidebar) => set({ sidebar }),
    toggleSidebar: () => set((s) => ({ sidebar: !s.sidebar })),
    setQueryDialog: (queryDialog) => set({ queryDialog }),
    setMobileView: (mobileView) => set({ mobileView }),
    setStatuses: (statuses) => set({ statuses }),
    setCountries: (countries) => set({ countries }),
    setVersion: (version) => set({ version }),
  }));
}

export { HelpCenterPage } from './components/help-center-page';
export { helpCenterPagePaths } from './seo-pages';

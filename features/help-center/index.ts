export { HelpCenterPage } from './components/help-center-page';

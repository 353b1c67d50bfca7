export { AnnouncementPopups } from './components/announcement-popups';
export { hiddenIdsFromCookies } from './popup-expiry';
export { shownPopup } from './popup-text';

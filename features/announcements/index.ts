export { AnnouncementPopups } from './components/announcement-popups';

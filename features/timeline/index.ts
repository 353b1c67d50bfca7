export { TimelineLink } from './components/timeline-link';
export { TimelinePage } from './components/timeline-page';

/** Time-outs, self-exclusion, reality check and session limit on the site (docs/member-safety.md). */
export { RealityCheckLoader } from './reality-check-loader';
export { TakeABreakLink } from './components/take-a-break-link';
export { MARKETING_PAUSE_COOKIE, isMarketingPaused } from './marketing-pause';

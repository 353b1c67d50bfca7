/** Time-outs, self-exclusion, reality check and session limit on the site (docs/member-safety.md). */
export { RealityCheckLoader } from './reality-check-loader';
export { MARKETING_PAUSE_COOKIE, isMarketingPaused } from './marketing-pause';

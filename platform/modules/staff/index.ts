/** Operator accounts of the console: sign-in with a second factor, sessions, roles and the audit log. */
export { staffAuditLog, staffCreate, staffList, staffLogin, staffLogout, staffMe, staffUpdate } from './handlers';
export { recordAudit } from './audit';
export { siteDataVersion } from './data-version';
export { staffForSession, staffSessionPolicy } from './sessions';
export { operatorPreviewKey, previewCheck } from './preview-handlers';
export { livePreview } from './preview-session';

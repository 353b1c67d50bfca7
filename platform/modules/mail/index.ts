/** Mail and SMS: nodemailer over SMTP, the embedded SMTP server and the outbox (docs/communication.md). */
export { createMessenger } from './messenger';
export { mailSettingProblems } from './mail-settings';
export { operatorOutbox, writeOutbox } from './outbox';

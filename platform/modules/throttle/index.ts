/** Counters and token buckets in the database: how every module limits attempts. */
export { type Bucket, takeToken } from './bucket';
export { addToCounter, clearCounter, readCounter, subtractFromCounter, takeAttempt } from './counters';

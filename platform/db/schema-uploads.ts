import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema';

/**
 * Temporary upload credentials (common/sts-token), checked by the upload gateway (/s3/*).
 *
 * The secret access key is never stored: the row keeps the SigV4 signing keys derived from it
 * for the credential's scope (each UTC day it is valid on, its region, service s3). That is all a
 * signature check needs, and a leaked row cannot be turned back into the secret. The session
 * token is a bearer value, so only its SHA-256 is kept.
 */
export const uploadCredentials = pgTable(
  'upload_credentials',
  {
    accessKeyId: text('access_key_id').primaryKey(),
    /** { yyyymmdd: hex signing key } for every UTC day between issue and expiry (at most two). */
    signingKeys: jsonb('signing_keys').$type<Record<string, string>>().notNull(),
    sessionTokenHash: text('session_token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    region: text('region').notNull(),
    bucket: text('bucket').notNull(),
    /** The one object key this credential may write. */
    key: text('key').notNull(),
    /** PutObject / CreateMultipartUpload must send exactly this Content-Type. */
    contentType: text('content_type').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set once PutObject or CompleteMultipartUpload succeeded: the credential writes one object, once. */
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('upload_credentials_member_idx').on(t.memberId), index('upload_credentials_expires_idx').on(t.expiresAt)],
);

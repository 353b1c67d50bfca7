import { randomUUID } from 'node:crypto';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { issueCredential } from './credentials';
import { GATEWAY_PATH } from './gateway/constants';
import { takeCredential, uploadLimits } from './quota';
import { checkUploadPolicy, objectKey } from './upload-policy';

/**
 * common/sts-token: temporary credentials that may write one new key, for ~15 minutes, through
 * the upload gateway. `endpoint` is the gateway's path on the site's own origin (the site
 * forwards /s3/* here), so the browser uploads without CORS and never sees the storage itself.
 */
export const stsToken: Handler<'common/sts-token'> = async ({ filename, filetype, folder, bucket }, { db, env, member, now }) => {
  const contentType = filetype.toLowerCase();
  const refused = checkUploadPolicy(folder, bucket, contentType);
  if (refused) return fail(refused);
  if (!(await takeCredential(db, member.id, now, uploadLimits(env)))) return fail('upload_quota_exceeded');

  const bucketName = bucket === 1 ? env.s3.privateBucket : env.s3.publicBucket;
  const key = objectKey({ folder, memberId: member.id, now, uuid: randomUUID(), filename, contentType });
  const issued = await issueCredential(db, { memberId: member.id, region: env.s3.region, bucket: bucketName, key, contentType, now });
  return ok({
    field: { AccessKeyId: issued.accessKeyId, SecretAccessKey: issued.secretAccessKey, SessionToken: issued.sessionToken },
    body: { bucket: bucketName, key, region: env.s3.region, endpoint: GATEWAY_PATH, expiresAt: issued.expiresAt.toISOString() },
  });
};

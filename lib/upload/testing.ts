import type { S3Client } from '@aws-sdk/client-s3';
import type { Upload } from '@aws-sdk/lib-storage';
import type { UploadSdk } from './sdk';
import type { StsToken } from './types';

/** A token as common/sts-token answers it. */
export const TOKEN: StsToken = {
  field: { AccessKeyId: 'UPLAAAAAAAAAAAAAAAAA', SecretAccessKey: 's'.repeat(40), SessionToken: 'session' },
  body: {
    bucket: 'private',
    key: 'receipts/7/2026/03/uuid-slip.png',
    region: 'us-east-1',
    endpoint: '/s3',
    expiresAt: '2026-03-01T00:15:00.000Z',
  },
};

type Progress = { loaded?: number; total?: number; part?: number };

/**
 * Stand-ins for S3Client and Upload that record how they were built. `run` decides what
 * done() does: emit progress, wait for the test, or fail.
 */
export function fakeSdk(run: (emit: (p: Progress) => void) => Promise<void> = async () => undefined) {
  const clients: Array<{ config: unknown; destroyed: boolean }> = [];
  const uploads: Array<{ options: Record<string, unknown>; aborted: boolean }> = [];
  class FakeClient {
    record: { config: unknown; destroyed: boolean };
    constructor(config: unknown) {
      this.record = { config, destroyed: false };
      clients.push(this.record);
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  class FakeUpload {
    private listeners: Array<(p: Progress) => void> = [];
    record: { options: Record<string, unknown>; aborted: boolean };
    constructor(options: Record<string, unknown>) {
      this.record = { options, aborted: false };
      uploads.push(this.record);
    }
    on(_event: string, listener: (p: Progress) => void) {
      this.listeners.push(listener);
    }
    async done() {
      await run((p) => this.listeners.forEach((l) => l(p)));
      return {};
    }
    async abort() {
      this.record.aborted = true;
    }
  }
  const sdk: UploadSdk = { S3Client: FakeClient as unknown as typeof S3Client, Upload: FakeUpload as unknown as typeof Upload };
  return { sdk, clients, uploads };
}

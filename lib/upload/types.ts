import type { z } from 'zod';
import type { ApiResult } from '@/lib/contracts/envelope';
import type { stsTokenInput, stsTokenOutputSchema } from '@/lib/contracts/wallet';

export type StsTokenInput = z.input<typeof stsTokenInput>;
export type StsToken = z.infer<typeof stsTokenOutputSchema>;

/** Where a file goes: the contract's folder, and bucket 1 (private) or 2 (public). */
export type UploadTarget = Pick<StsTokenInput, 'folder' | 'bucket'>;

/** docs/PRODUCT.md §3 "Upload result". */
export type UploadResult = { status: true; msg: 'success'; output: { key: string } } | { status: false; msg: string };

/** The pipeline's steps, for a status line; `progress` covers the upload step only. */
export type UploadStage = 'loading' | 'compressing' | 'requesting' | 'uploading';

/** POST common/sts-token through the site's API client (null: throttled, the client already toasted). */
export type RequestToken = (input: StsTokenInput) => Promise<ApiResult<StsToken> | null>;

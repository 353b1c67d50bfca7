/** Where browsers read the static catalogue, handed down from the server (PUBLIC_STORAGE_URL, CATALOG_ENV, the version it rendered with). */
export type StorageLocation = { baseUrl: string; env: string; version: string | null };

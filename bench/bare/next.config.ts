import path from 'node:path';
import type { NextConfig } from 'next';

// The repository's node_modules serve this app too; Turbopack must look there.
const nextConfig: NextConfig = { poweredByHeader: false, turbopack: { root: path.resolve(import.meta.dirname, '..', '..') } };

export default nextConfig;

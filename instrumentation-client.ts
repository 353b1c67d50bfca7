import { turnOffZodEval } from '@/lib/zod-jitless';

// Runs in the browser before the app: no eval probe for the CSP to report, and no zod import here.
turnOffZodEval();

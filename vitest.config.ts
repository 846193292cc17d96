import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const ignored = ['node_modules/**', 'cdk.out/**', 'web/dist/**', '.data/**', 'e2e/**'];

/**
 * Four suites: pure units, web components (jsdom), CDK assertions with cdk-nag, and
 * integration tests against one local cloud started for the run.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...ignored, '**/*.int.test.ts', '**/*.cdk.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ignored,
          environment: 'jsdom',
          setupFiles: ['web/src/testing/dom-matchers.ts'],
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'infra',
          include: ['infra/**/*.cdk.test.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ignored,
          environment: 'node',
          globalSetup: ['infra/local/test-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

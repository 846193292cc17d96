// Lint for every side of the project, and the import boundaries that keep each side in its lane:
// shared/ below web/ and functions/, which never import each other; in web/, a feature imports
// only components/, lib/, styles/, shared/, itself and another feature's public index.ts.
// Syntax-only presets on purpose (no type-aware rules): the type check already runs in `npm test`,
// and lint stays quick.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/test-support/**', 'web/src/testing/**', '**/*.test-support.{ts,tsx}', 'e2e/**'];

/** web/src/features/<name>: admin's sub-folders (brands, orders, …) are one feature, admin. */
const FEATURES = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Features with a public entry (features/<name>/index.ts): what the others may import of them. */
const PUBLIC_ENTRIES = FEATURES.filter((name) => existsSync(`${root}/web/src/features/${name}/index.ts`));

/** What may import what. `target` may not import anything under `from`, bar `except`. */
function boundaries({ forTests }) {
  const infra = forTests ? [] : ['./infra'];
  // Component tests' helpers (web/src/testing) are for tests only.
  const testing = forTests ? ['./testing'] : [];
  return [
    {
      target: './shared',
      from: ['./web', './functions', ...infra],
      message: 'shared/ holds what web and functions both use: it imports neither of them, nor infra/.',
    },
    {
      target: './web',
      from: ['./functions', ...infra],
      message: 'web/ talks to functions/ only through the route table in shared/.',
    },
    {
      target: './functions',
      from: './web',
      // The one way in: the product-page reaction draws a product's page with the web app's own
      // components (a server render), so the published page and the app's hydration agree.
      except: ['./src/render/product-page-html.tsx'],
      message: 'functions/ share code with web/ only through shared/ (or draw pages through web/src/render/product-page-html).',
    },
    ...(forTests
      ? []
      : [
          {
            target: './web/src',
            from: './web/src/testing',
            message: "web/src/testing holds component tests' helpers: production code never imports it.",
          },
        ]),
    ...(forTests
      ? []
      : [{ target: './functions', from: './infra', message: 'functions/ never import infra/: the CDK has no place in a Lambda bundle.' }]),
    // A feature imports web's own code only from components/, lib/, styles/, its own folder and
    // another feature's public entry; shared/ and packages are outside web/src and always allowed.
    ...FEATURES.map((name) => ({
      target: `./web/src/features/${name}`,
      from: './web/src',
      except: [
        './components',
        './lib',
        './styles',
        ...testing,
        `./features/${name}`,
        ...PUBLIC_ENTRIES.filter((other) => other !== name).map((other) => `./features/${other}/index.ts`),
      ],
      message:
        "A feature imports only components/, lib/, styles/, shared/, itself and other features' index.ts: move what two features share to components/ or lib/.",
    })),
    {
      target: ['./web/src/components', './web/src/lib'],
      from: './web/src',
      except: ['./components', './lib', './styles', ...testing],
      message: 'components/ and lib/ sit below the features: they import no feature, page or app code.',
    },
  ];
}

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'web/dist/',
    'cdk.out/',
    'coverage/',
    '.data/',
    '.test-data/',
    '.test-results/',
    'test-results/',
    'playwright-report/',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // tsconfig.json's paths (`@/`, `@shared/`) resolve as the compilers resolve them, so the
      // boundaries below see where an aliased import lands.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], tsconfig: { configFile: `${root}/tsconfig.json` } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries({ forTests: false }) }],
      // `const { pk: _pk, ...fields } = item` is how the code drops fields; `_name` marks a
      // parameter a callback must accept but does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `let { state, delayMs } = start()` where only `state` changes stays one declaration.
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    // Tests drive the local cloud, read the seed catalogue and check the CDK constructs' output,
    // all of which live in infra/.
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries({ forTests: true }) }],
    },
  },
  {
    // Synthesized CloudFormation and JSON answers are walked as `any` in tests and bench scripts:
    // typing every resource shape would only restate what the assertions check.
    files: [...TESTS, 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The browser reaches the route table through its endpoints only: the specs beside them carry
    // request schemas and grants, which stay on the server. Their types are free to import.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@shared/routes', allowTypeImports: true, message: 'Import the browser-safe endpoints: @shared/routes/endpoints.' },
          ],
          patterns: [
            {
              group: ['@shared/routes/*', '!@shared/routes/endpoints', '!@shared/routes/admin-endpoints'],
              allowTypeImports: true,
              message: 'Import the browser-safe endpoints: @shared/routes/endpoints or admin-endpoints.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Node scripts run as plain ES modules.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
);

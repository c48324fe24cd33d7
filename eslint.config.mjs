// Lint that keeps the shape of docs/architecture.md: correctness (JavaScript, TypeScript,
// React hooks, tests that can fail) and the direction of dependencies between packages and features.
// The plugins live in tools/lint (with the TypeScript 5 that typescript-eslint's parser needs).
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(new URL('./tools/lint/package.json', import.meta.url));
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jest = require('eslint-plugin-jest');
const globals = require('globals');

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const REMOTES = readdirSync(ROOT).filter((name) => /^mf-[a-z0-9-]+$/.test(name));

/** A `no-restricted-imports` rule from [regex, message] pairs. */
const forbid = (...rules) => ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }];

const NO_E2E = ['(^|/)e2e(/|$)', 'Nothing imports the journeys (e2e).'];
const NO_REMOTES = ['(^|/)mf-[a-z0-9-]+(/|$)|^mf_', 'Remotes are reached at run time through the shell, never imported.'];
const NO_SHELL = ['(^|/)shell(/|$)', 'Only the shell imports the shell.'];
const BROWSER_ONLY = ['^(react|react-dom|antd|react-router-dom|zustand|single-spa|@tanstack/)', 'Contracts are pure and isomorphic: no browser libraries.'];

/** Each feature folder of a package: others reach it through its index only, and features never import each other. */
function featureBoundaries() {
  const configs = [];
  for (const pkg of [...REMOTES, 'shell', 'shared']) {
    const base = ['src/features', 'src/ui'].map((dir) => path.join(pkg, dir)).find((dir) => existsSync(path.join(ROOT, dir)));
    if (!base || !base.endsWith('features')) continue;
    const features = readdirSync(path.join(ROOT, base), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    for (const feature of features) {
      const others = features.filter((other) => other !== feature);
      if (!others.length) continue;
      configs.push({
        files: [`${base}/${feature}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': forbid(
            [`(^|/)(${others.join('|')})/.`, `A feature is reached through its index, never into its files (from ${feature}).`],
            NO_E2E,
            NO_SHELL,
            NO_REMOTES,
          ),
        },
      });
    }
  }
  return configs;
}

// Tests that cannot fail are defects: no focused or skipped tests anywhere (node:test, jest, Playwright).
const NO_FOCUSED_TESTS = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(test|it|describe)$/][callee.property.name=/^(only|skip|todo)$/]",
  message: 'No focused, skipped or to-do tests.',
};

/**
 * The front ends call the API by its endpoints only (decision 0010): `api.call(HOMEWORK.get, { id })`,
 * never the client's methods by kind with a service name and path of their own. The client and the
 * call that sends through those methods are the exception.
 */
function callsByEndpoint() {
  const byKind = "[callee.type='MemberExpression'][callee.property.name=/^(get|getBlob|post|delete|upload)$/]";
  const message = "Call the API by its endpoint: api.call(HOMEWORK.get, { id }) (contracts' endpoints.ts), not with a service name and path.";
  return [
    {
      files: ['{shell,mf-*,shared/ui,shared/platform}/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}', 'shared/platform/src/api/api-client.ts', 'shared/platform/src/api/endpoint-call.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          NO_FOCUSED_TESTS,
          { selector: `CallExpression${byKind}[callee.object.property.name='api']`, message },
          { selector: `CallExpression${byKind}[callee.object.callee.name='api']`, message },
          { selector: `CallExpression${byKind}[callee.object.name='api']`, message },
        ],
      },
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', '.build-stamps/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Tests that cannot fail are defects: no focused or skipped tests anywhere (node:test, jest, Playwright).
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The React team's own levels: a broken rule of hooks fails, a missing dependency is reported.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['{shared,shell,mf-*}/**/*.test.{ts,tsx}'],
    plugins: { jest },
    languageOptions: { globals: globals.jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-identical-title': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '*.expect*'] }],
      'jest/valid-expect': 'error',
    },
  },
  // Direction of dependencies (docs/architecture.md): remotes → shared, shell → shared, server → contracts.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': forbid([`(^|/)(?!${remote}(/|$))mf-[a-z0-9-]+(/|$)|^mf_`, 'A remote never imports another remote.'], NO_SHELL, NO_E2E) },
  })),
  { files: ['shell/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(NO_REMOTES, NO_E2E) } },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['^@homework/(platform|ui|testing)(/|$)', 'The server imports only @homework/contracts of shared (types, schemas, access rules).'],
        BROWSER_ONLY,
        NO_REMOTES,
        NO_SHELL,
        NO_E2E,
      ),
    },
  },
  {
    files: ['shared/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['^@homework/(platform|ui|testing)(/|$)', 'Contracts (with the access rules) import no runtime or UI code.'],
        BROWSER_ONLY,
        NO_REMOTES,
        NO_SHELL,
        NO_E2E,
      ),
    },
  },
  {
    files: ['shared/platform/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': forbid(['^@homework/ui(/|$)', 'The platform runtime does not depend on the UI components (they depend on it).'], NO_REMOTES, NO_SHELL, NO_E2E) },
  },
  { files: ['shared/{ui,testing}/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(NO_REMOTES, NO_SHELL, NO_E2E) } },
  ...featureBoundaries(),
  ...callsByEndpoint(),
  {
    // Every journey runs under the guard that fails it on an uncaught page error or an unexpected console error.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Journeys take test and expect from '../pages/journey' (page errors fail them)." }] },
      ],
    },
  },
  {
    // Tests read answers as untyped JSON.
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

// One jest run over every package: front-end projects in jsdom, the server in node.
const path = require('path');
const { REMOTES } = require('./tools/suite-remotes.cjs');
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];
const frontEnd = (name, dir = name) => ({
  displayName: name,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest-setup-dom.ts')],
  moduleNameMapper: { '\\.(css|less)$': path.join(__dirname, 'tools/style-mock.js') },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(oidc-client-ts|jwt-decode|eventsource-parser|quill|react-quill-new|parchment|lodash-es|intl-messageformat|@formatjs))'],
});
module.exports = {
  // A cap, not a speed check: jest reads it only here (a project's own testTimeout is ignored),
  // and a 2-core machine running several suites can take longer than the default 5 s.
  testTimeout: 30_000,
  projects: [
    frontEnd('contracts', 'shared/contracts'),
    frontEnd('platform', 'shared/platform'),
    frontEnd('ui', 'shared/ui'),
    frontEnd('testing', 'shared/testing'),
    frontEnd('shell'),
    ...REMOTES.map((remote) => frontEnd(remote)),
  ],
};

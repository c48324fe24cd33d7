// The lint rules that hold docs/architecture.md's direction of dependencies do fail on a break.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

const cases = [
  ['a remote imports another remote', 'mf-marking/src/app.tsx', "import { app } from '../../mf-homework/src/app';\nexport default app;\n", true],
  ['a remote imports the shell', 'mf-marking/src/app.tsx', "import { x } from '../../shell/src/index';\nexport default x;\n", true],
  ['the shell imports a remote at build time', 'shell/src/index.ts', "import app from 'mf_homework/app';\nexport default app;\n", true],
  ['the server imports the browser runtime of shared', 'server/src/app.ts', "import { calls } from '@homework/platform/api';\nexport default calls;\n", true],
  ['contracts import React', 'shared/contracts/src/homework.ts', "import { useState } from 'react';\nexport default useState;\n", true],
  ['a feature reaches into another feature', 'mf-homework/src/features/homework-form/index.ts', "import { x } from '../all-homework/state/filter-store';\nexport default x;\n", true],
  ['something imports the journeys', 'shared/ui/src/index.ts', "import { x } from '../../../e2e/pages/shell-page';\nexport default x;\n", true],
  ['a focused test', 'server/test/x.test.ts', "import { test } from 'node:test';\ntest.only('x', () => {});\n", true],
  ['the platform imports the UI components', 'shared/platform/src/api/index.ts', "import { StatusBanner } from '@homework/ui';\nexport default StatusBanner;\n", true],
  ['a remote imports shared', 'mf-marking/src/app.tsx', "import { createRemoteApp } from '@homework/platform/remote';\nexport default createRemoteApp;\n", false],
  ['a feature through its index', 'mf-homework/src/features/homework-form/index.ts', "import { AllHomeworkPage } from '../all-homework';\nexport default AllHomeworkPage;\n", false],
  ['the server imports contracts', 'server/src/app.ts', "import { PATHS } from '@homework/contracts';\nexport default PATHS;\n", false],
];

for (const [name, file, code, refused] of cases) {
  test(`${name}: ${refused ? 'refused' : 'allowed'}`, async () => {
    const rules = await problems(file, code);
    const boundary = rules.some((rule) => rule === 'no-restricted-imports' || rule === 'no-restricted-syntax');
    assert.equal(boundary, refused, `rules reported: ${rules.join(', ') || 'none'}`);
  });
}

// Reasons live in the repository (docs/decisions/): a comment, test title or page says why in words,
// or names the decision record it rests on ("decision 0008"), never a bare issue number that no
// newcomer can open. These tests fail on a new bare citation, on a record cited that does not exist,
// and on a record whose index line, sections or code paths have gone stale.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DECISIONS = path.join(ROOT, 'docs', 'decisions');
const CHECKED = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|sql|json|md|yml|yaml|css|html)$/;

/** The word issue (or issues) followed by a number, as "#12" or "39": a citation only an issue tracker can open. */
export const BARE_CITATION = /\bissues? #?[0-9]+/i;
/** "decision 0008", "decisions 0001 and 0006": the record's number, found in docs/decisions/. */
const CITED_RECORD = /\bdecisions? ([0-9]{4})(?: and ([0-9]{4}))?/gi;

/** Every file of the repository a change could add a comment to: tracked, or new and not ignored. */
function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\0').filter((file) => CHECKED.test(file) && fs.existsSync(path.join(ROOT, file)));
}

const records = fs.readdirSync(DECISIONS).filter((file) => /^[0-9]{4}-[a-z0-9-]+\.md$/.test(file));
const recordNumbers = new Set(records.map((file) => file.slice(0, 4)));

test('the pattern finds a bare citation and lets a record through', () => {
  const bare = ['(iss', 'ue 39)'].join('');
  assert.ok(BARE_CITATION.test(`// A save over a newer mark asks first ${bare}.`));
  assert.ok(BARE_CITATION.test(['// Iss', 'ues 7 and 21: the start'].join('')));
  assert.ok(!BARE_CITATION.test('// A save over a newer mark asks first (decision 0020).'));
  assert.ok(!BARE_CITATION.test('// The issuer of the token (its iss claim) is checked.'));
});

test('no file cites a bare issue number: it names a decision record or says the reason', () => {
  const found = [];
  for (const file of repositoryFiles()) {
    const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (BARE_CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  assert.deepEqual(found, [], 'Say the reason in words, or write a record in docs/decisions/ and cite it as "decision NNNN"');
});

test('every decision cited is a record in docs/decisions/', () => {
  const missing = [];
  for (const file of repositoryFiles()) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(CITED_RECORD)) {
      for (const number of match.slice(1).filter(Boolean)) if (!recordNumbers.has(number)) missing.push(`${file}: decision ${number}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('every record is indexed, numbered once, has its four parts and names code that exists', () => {
  const index = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
  assert.equal(recordNumbers.size, records.length, 'two records share a number');
  for (const file of records) {
    assert.ok(index.includes(`](${file})`), `docs/decisions/README.md does not list ${file}`);
    const text = fs.readFileSync(path.join(DECISIONS, file), 'utf8');
    for (const part of ['## Context', '## Decision', '## Consequences', '## Where']) assert.ok(text.includes(part), `${file} has no "${part}"`);
    const where = text.slice(text.indexOf('## Where'));
    for (const [, named] of where.matchAll(/`([a-z][\w.-]*\/[^`\s*<]*)`/g)) {
      assert.ok(fs.existsSync(path.join(ROOT, named)), `${file} names ${named}, which does not exist`);
    }
  }
});

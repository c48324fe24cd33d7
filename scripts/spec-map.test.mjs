// docs/spec-map.md stays true: every path it names exists, every section it maps is a section of the
// specification documents, and every section of the documents is mapped. A file moved without its
// line in the map fails here rather than leaving a newcomer at a dead end.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAP = 'docs/spec-map.md';
// The documents are not in the repository; where they are absent the headings are checked against the map alone.
const SPEC_DIR = path.resolve(ROOT, process.env.SPEC_DIR ?? '../shared/spec');

const map = readFileSync(path.join(ROOT, MAP), 'utf8');
const MAP_HEADING = /^### (0[12]) §(\d+(?:\.\d+)?) (.+)$/;

/** The map's sections, each with the text under its heading. */
function mapSections() {
  const sections = [];
  for (const line of map.split('\n')) {
    const heading = line.match(MAP_HEADING);
    if (heading) sections.push({ doc: heading[1], number: heading[2], title: heading[3], text: '' });
    else if (line.startsWith('#')) sections.push({ doc: null, text: '' });
    else if (sections.length > 0) sections.at(-1).text += `${line}\n`;
  }
  return sections.filter((section) => section.doc);
}

// A path is a backticked token of file-name characters holding a '/' or ending in an extension;
// routes (`/messages`), commands and section numbers are not.
const PATH_TOKEN = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;
const isPath = (token) => PATH_TOKEN.test(token) && (token.includes('/') || /\.\w+$/.test(token));

/** Every path named in `text`; names in brackets straight after a folder are inside that folder. */
function pathsIn(text) {
  const paths = [];
  const rest = text.replace(/`([^`\s]+\/)`\s*\(([^)]*)\)/g, (_, folder, inside) => {
    for (const [, name] of inside.matchAll(/`([^`]+)`/g)) if (isPath(name)) paths.push(path.posix.join(folder, name));
    return `\`${folder}\``;
  });
  for (const [, token] of rest.matchAll(/`([^`]+)`/g)) if (isPath(token)) paths.push(token);
  return paths;
}

test('every path the spec map names exists', () => {
  const missing = [...new Set(pathsIn(map))].filter((name) => !existsSync(path.join(ROOT, name)));
  assert.deepEqual(missing, [], `${MAP} names paths that do not exist: correct or remove their lines`);
});

test('every section of the spec map names at least one path', () => {
  const sections = mapSections();
  assert.ok(sections.length > 0, `${MAP} has no '### 01 §n Title' headings`);
  const empty = sections.filter((section) => pathsIn(section.text).length === 0).map((s) => `${s.doc} §${s.number} ${s.title}`);
  assert.deepEqual(empty, []);
});

/** Each heading of a specification document as 'number|title'; an unnumbered one takes its section's number. */
function specHeadings(doc) {
  const file = readdirSync(SPEC_DIR).find((name) => name.startsWith(`${doc}-`) && name.endsWith('.md'));
  assert.ok(file, `no document ${doc}-*.md in ${SPEC_DIR}`);
  const headings = [];
  let section = null;
  for (const line of readFileSync(path.join(SPEC_DIR, file), 'utf8').split('\n')) {
    const heading = line.match(/^#{2,3} (?:(\d+(?:\.\d+)?)\.? )?(.+)$/);
    if (!heading) continue;
    if (heading[1] && !heading[1].includes('.')) section = heading[1];
    headings.push(`${heading[1] ?? section}|${heading[2]}`);
  }
  return headings;
}

const specFound = existsSync(SPEC_DIR);

test('the spec map covers both documents section by section, against their own headings where they are found', () => {
  for (const doc of ['01', '02']) {
    const inMap = mapSections()
      .filter((section) => section.doc === doc)
      .map((section) => `${section.number}|${section.title}`);
    assert.ok(inMap.length > 0, `${MAP} maps no section of document ${doc}`);
    assert.equal(new Set(inMap).size, inMap.length, `${MAP} maps a section of document ${doc} twice`);
    // The documents live beside the repository (../shared/spec, or SPEC_DIR), not in it: a clone alone has the map's own checks.
    if (!specFound) continue;
    const inSpec = specHeadings(doc);
    assert.deepEqual(inMap.filter((key) => !inSpec.includes(key)), [], `${MAP} maps sections document ${doc} does not have`);
    assert.deepEqual(inSpec.filter((key) => !inMap.includes(key)), [], `${MAP} leaves out sections of document ${doc}`);
  }
});

// The front ends' message catalogues in the build (decision 0040). A catalogue file,
// `src/messages/<language>.ts` in any package, is run at build time (its English takes the spec's
// texts from contracts) and compiled to the ICU parser's syntax tree by ./messages-loader.mjs, so the
// browser gets no parser: intl-messageformat's import of it is the parser's no-parser build
// (2.5 KiB gzipped rather than 9.8). Each non-English catalogue is its own chunk, loaded by its
// package's dynamic import only when its language is the page's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, toolsDir } from './generated.mjs';

/** A catalogue file: a language tag's name under a `messages` folder of a package's sources. */
export const CATALOGUE_FILE = /[\\/]src[\\/](?:[\w-]+[\\/])*messages[\\/][a-z]{2,3}(?:-[A-Za-z0-9]+)*\.ts$/;

/** The parser's no-parser module, as intl-messageformat (the platform's) resolves it. */
function noParserModule() {
  const fromPlatform = createRequire(path.join(repoRoot, 'shared', 'platform', 'package.json'));
  const fromFormatter = createRequire(fromPlatform.resolve('intl-messageformat'));
  return fromFormatter.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
}

/** resolve.alias: the parser's exact name to its no-parser build. */
export const messagesAlias = () => ({ '@formatjs/icu-messageformat-parser$': noParserModule() });

/** The rule that compiles catalogue files; the TypeScript rules exclude them. */
export const messagesRule = () => ({ test: CATALOGUE_FILE, exclude: /node_modules/, use: [{ loader: path.join(toolsDir, 'webpack', 'messages-loader.mjs') }] });

// A catalogue file compiled for the browser (decision 0040, ./messages.mjs): the file is run at build
// time with tsx (it imports the spec's texts from contracts), and each of its messages becomes the
// ICU parser's syntax tree: an ICU source is parsed, a literal (`spec(text)`) is one literal element,
// the text exactly as it is. A message that is plain text (one literal with none of ICU's characters)
// is written as its string, which the platform's catalogue uses as it is (ICU_SYNTAX there): smaller
// than its tree. A message that does not parse fails the build, naming its key.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './generated.mjs';

/** The parser's element type of a literal (TYPE.literal). */
const LITERAL = 0;
/** As the platform's ICU_SYNTAX (shared/platform/src/messages/catalogue.ts): a string without these is plain text. */
const ICU_SYNTAX = /[{}<']/;

/** A syntax tree as the browser gets it: plain text as its string. */
function compact(tree) {
  if (tree.length === 0) return '';
  if (tree.length === 1 && tree[0].type === LITERAL && !ICU_SYNTAX.test(tree[0].value)) return tree[0].value;
  return tree;
}

/** Each message of a catalogue as its syntax tree. */
export function compileCatalogue(messages, file = 'catalogue') {
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    if (message && typeof message === 'object' && typeof message.literal === 'string') compiled[key] = compact([{ type: LITERAL, value: message.literal }]);
    else if (typeof message === 'string') {
      try {
        compiled[key] = compact(parse(message));
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not ICU MessageFormat: ${error.message}`, { cause: error });
      }
    } else throw new Error(`${file}: message "${key}" is neither a string nor a literal`);
  }
  return compiled;
}

export default async function messagesLoader() {
  const callback = this.async();
  try {
    // A change to the spec's texts must rebuild the English catalogues in watch mode too.
    this.addContextDependency(path.join(repoRoot, 'shared', 'contracts', 'src'));
    const module = await tsImport(pathToFileURL(this.resourcePath).href, import.meta.url);
    const messages = module.default?.default ?? module.default;
    if (!messages || typeof messages !== 'object') throw new Error(`${this.resourcePath}: a catalogue file exports its messages as default`);
    callback(null, `export default ${JSON.stringify(compileCatalogue(messages, path.relative(repoRoot, this.resourcePath)))};\n`);
  } catch (error) {
    callback(error);
  }
}

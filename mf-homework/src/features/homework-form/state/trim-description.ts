// 'Title and description are trimmed' (01 §5) for a description that is the editor's HTML: the
// spaces typed before its first word and after its last (Quill writes them as &nbsp;, the form keeps
// them as ordinary spaces and &nbsp; in turn) and the empty lines above and below it go. A
// String.trim of the HTML keeps them all, inside the <p>.

/** Tags and the text between them. */
const TOKEN = /<[^>]*>|[^<]+/g;
/** Spaces as the editor writes them: ordinary, tab, line end, &nbsp; or the no-break character. */
const LEADING_SPACES = /^(?:[ \t\r\n\u00a0]|&nbsp;|&#160;)+/i;
const TRAILING_SPACES = /(?:[ \t\r\n\u00a0]|&nbsp;|&#160;)+$/i;
/** Quill's line break, the whole content of an empty line. */
const LINE_BREAK = /^<br\b/i;
/** A line left with nothing in it. */
const EMPTY_LINE_FIRST = /^<(p|h[1-6])\b[^>]*><\/\1>/i;
const EMPTY_LINE_LAST = /<(p|h[1-6])\b[^>]*><\/\1>$/i;

const isText = (token: string) => !token.startsWith('<');

/**
 * Spaces and line breaks go from each end up to the first and last text, keeping every tag (a list's
 * marker, a heading), and then the lines left empty at either end.
 */
export function trimDescription(html: string): string {
  const tokens = html.match(TOKEN) ?? [];
  const trimEnd = (order: number[], spaces: RegExp) => {
    for (const at of order) {
      if (isText(tokens[at])) {
        tokens[at] = tokens[at].replace(spaces, '');
        if (tokens[at]) return;
      } else if (LINE_BREAK.test(tokens[at])) tokens[at] = '';
    }
  };
  const indexes = tokens.map((_, at) => at);
  trimEnd(indexes, LEADING_SPACES);
  trimEnd(indexes.reverse(), TRAILING_SPACES);
  let trimmed = tokens.join('');
  while (EMPTY_LINE_FIRST.test(trimmed)) trimmed = trimmed.replace(EMPTY_LINE_FIRST, '');
  while (EMPTY_LINE_LAST.test(trimmed)) trimmed = trimmed.replace(EMPTY_LINE_LAST, '');
  return trimmed;
}

// The line saying who changed the homework just now. A polite live region kept on the page while
// empty, so a screen reader hears each change without leaving what the teacher is doing. It keeps
// its line's height while empty: a colleague's change shown above the student never moves what the
// teacher is about to click (a click landing on what moved into its place).
const LIVE_LINE_STYLE = { margin: '8px 0', minHeight: '1.5em' } as const;

export function LiveLine({ line }: { line: string | null }) {
  return (
    <p role="status" style={LIVE_LINE_STYLE}>
      {line}
    </p>
  );
}

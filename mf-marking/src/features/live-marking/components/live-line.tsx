// The line saying who changed the homework just now. A polite live region kept on the page while
// empty, so a screen reader hears each change without leaving what the teacher is doing.
export function LiveLine({ line }: { line: string | null }) {
  return (
    <p role="status" style={{ margin: line ? '8px 0' : 0 }}>
      {line}
    </p>
  );
}

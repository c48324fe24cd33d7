// Quill 2's semantic HTML writes every space as &nbsp;, so saved text never wraps in the messages
// students and parents read. A run of spaces keeps its width: ordinary and no-break spaces alternate,
// starting with an ordinary one, where the line may break.
const SPACE_RUN = /(?:&nbsp;|\u00a0| )*(?:&nbsp;|\u00a0)(?:&nbsp;|\u00a0| )*/g;

export function ordinarySpaces(html: string): string {
  return html.replace(SPACE_RUN, (run) => {
    const width = run.replace(/&nbsp;/g, ' ').length;
    return Array.from({ length: width }, (_, index) => (index % 2 === 0 ? ' ' : '&nbsp;')).join('');
  });
}

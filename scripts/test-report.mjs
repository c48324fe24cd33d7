// What npm test repeats of each failure beside its summary (a CI log is often read from its end).

/** How many lines of an error the summary repeats. */
export const FAILURE_LINES = 12;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes in the reporters' messages
export const firstLines = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').slice(0, FAILURE_LINES).join('\n');

/**
 * The failed tests of a TAP report (not the suites that failed only because a test in them did), each
 * with its error; a test file that failed as a whole (a crash, a kill) with its exit code or signal
 * and the last lines the file printed before it ended.
 */
export function tapFailures(tap) {
  const found = [];
  const lines = tap.split('\n');
  let printed = [];
  for (let index = 0; index < lines.length; index += 1) {
    const comment = lines[index].match(/^\s*# (.*)$/);
    if (comment) {
      if (!comment[1].startsWith('Subtest: ')) printed = [...printed, comment[1]].slice(-FAILURE_LINES);
      continue;
    }
    const result = lines[index].match(/^(\s*)(not )?ok \d+ - (.*)$/);
    if (!result) continue;
    const [, indent, failed, title] = result;
    // The YAML block under the result: `key: value`, or `key: |-` and the more indented lines after it.
    const details = {};
    let key = null;
    for (let next = index + 1; next < lines.length && lines[next].startsWith(`${indent}  `) && lines[next].trim() !== '...'; next += 1) {
      const field = lines[next].slice(indent.length + 2).match(/^(\w+): (.*)$/);
      if (field) [key, details[field[1]]] = [field[1], field[2] === '|-' ? '' : field[2].replace(/^'(.*)'$/, '$1')];
      else if (key) details[key] += `${details[key] ? '\n' : ''}${lines[next].trim()}`;
    }
    if (failed && details.failureType !== 'subtestsFailed') {
      // A file's process that crashed or was killed: its own stdio went to the report as comments.
      const ended = details.error === 'test failed' && 'signal' in details;
      const how = details.signal !== '~' ? `signal ${details.signal}` : `exit code ${details.exitCode}`;
      found.push({
        name: title,
        error: ended ? `its process ended with ${how}; the last lines printed before:\n${printed.join('\n')}` : firstLines(`${details.error}\n${details.location ?? ''}`),
      });
    }
  }
  return found;
}

/** A canned answer that fails the first time it is asked and answers after that: what a Retry's test needs. */
export function failsOnce(answer: unknown, error: Error = new Error('The service is down.')) {
  let failed = false;
  return (...args: unknown[]) => {
    if (!failed) {
      failed = true;
      throw error;
    }
    return typeof answer === 'function' ? (answer as (...a: unknown[]) => unknown)(...args) : answer;
  };
}

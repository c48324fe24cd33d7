import { ApiError } from '@homework/platform/api';

/**
 * A canned answer that fails the first time it is asked and answers after that: what a Retry's test
 * needs. The failure is the service's (an ApiError answers its status), not a fault of the test.
 */
export function failsOnce<T>(answer: T, error: Error = new ApiError('The service is down.', 503)): (...args: unknown[]) => T extends (...a: never[]) => infer R ? R : T {
  let failed = false;
  return (...args) => {
    if (!failed) {
      failed = true;
      throw error;
    }
    return typeof answer === 'function' ? answer(...args) : answer;
  };
}

// A recording stand-in for a function. Plain code, no jest import, so the mock works in any runner;
// jest users can still wrap a stub with jest.spyOn or read its calls.

export interface Stub<A extends unknown[], R> {
  (...args: A): R;
  /** The arguments of every call, in order. */
  readonly calls: A[];
  /** Replaces what the stub does from now on. */
  implement(impl: (...args: A) => R): void;
}

export function createStub<A extends unknown[], R>(impl: (...args: A) => R): Stub<A, R> {
  let current = impl;
  const calls: A[] = [];
  const stub = (...args: A) => {
    calls.push(args);
    return current(...args);
  };
  return Object.assign(stub, {
    calls,
    implement: (next: (...args: A) => R) => void (current = next),
  });
}

// Renders this remote as the shell does (its routes under a router), at a path, for page tests.
import { screen } from '@testing-library/react';
import { renderRemoteAt } from '@homework/testing';
import { contract } from '../contract';
import { PAGES } from '../pages/routes';

export const renderAt = (path: string, state?: unknown) => renderRemoteAt({ contract, pages: PAGES }, path, state);

/** Resolves with a promise's settle function, for answers a test releases in its own order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** antd's button-style radios hide their input from the pointer: a user clicks the label. */
export async function chooseRadio(user: { click(element: Element): Promise<void> }, label: string) {
  const input = screen.getByRole('radio', { name: label });
  await user.click(input.closest('label') ?? input);
}

// Renders this remote as the shell does (its routes under a router), at a path, for page tests.
import { screen } from '@testing-library/react';
import { firstRenderOfRemoteAt, renderRemoteAt } from '@homework/testing';
import { routes } from '../routes';

export const renderAt = (path: string, state?: unknown) => renderRemoteAt(routes, path, state);

/** The HTML of the first render at a path, from what the suite's cache holds (no effects run). */
export const firstRenderAt = (path: string, state?: unknown) => firstRenderOfRemoteAt(routes, path, state);

/** antd's button-style radios hide their input from the pointer: a user clicks the label. */
export async function chooseRadio(user: { click(element: Element): Promise<void> }, label: string) {
  const input = screen.getByRole('radio', { name: label });
  await user.click(input.closest('label') ?? input);
}

// A remote team's development override: taken from the address, kept in this browser, applied only
// for the origins the suite allows, shown on every page, and removed with one button.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_OVERRIDES_KEY, SUITE_REMOTES_ELEMENT_ID } from '@homework/contracts';
import { createSuiteMock } from '@homework/testing';
import { realRegistrations } from '../testing/registrations';
import { DevelopmentOverrides } from './development-overrides';
import { takeOverridesFromAddress } from './overrides';
import { registrationsInPage } from './registrations';

const DEV = 'http://localhost:4101/mf-manifest.json';

function pageListing(list: unknown) {
  const element = document.createElement('script');
  element.id = SUITE_REMOTES_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(list);
  document.body.appendChild(element);
}

beforeEach(() => {
  window.localStorage.clear();
  document.getElementById(SUITE_REMOTES_ELEMENT_ID)?.remove();
  pageListing(realRegistrations());
});

test('the address sets an override, kept in this browser, and leaves the address without it', () => {
  const replaced: string[] = [];
  const at = (href: string) => ({ href }) as Location;
  takeOverridesFromAddress(at(`http://localhost:4000/?remote-override=mf_homework=${encodeURIComponent(DEV)}&x=1#/homework/all-homework`), window.localStorage, (url) => replaced.push(url));
  expect(JSON.parse(window.localStorage.getItem(REMOTE_OVERRIDES_KEY) ?? '')).toEqual({ mf_homework: DEV });
  expect(replaced).toEqual(['http://localhost:4000/?x=1#/homework/all-homework']);
  takeOverridesFromAddress(at('http://localhost:4000/?remote-override=mf_homework='), window.localStorage, () => undefined);
  expect(window.localStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
});

test('an override from an allowed origin replaces the manifest of its remote alone', () => {
  createSuiteMock({ config: { remoteOverrideOrigins: ['http://localhost:4101'] } });
  window.localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ mf_homework: DEV }));
  const { registrations, problems } = registrationsInPage()!;
  expect(problems).toEqual([]);
  expect(registrations.find((r) => r.name === 'mf_homework')?.manifest).toBe(DEV);
  expect(registrations.filter((r) => r.manifest === DEV)).toHaveLength(1);
});

test('an override from an origin the suite does not allow is not loaded, and says why', () => {
  createSuiteMock();
  window.localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ mf_homework: DEV }));
  const { registrations, problems } = registrationsInPage()!;
  expect(registrations.find((r) => r.name === 'mf_homework')?.manifest).not.toBe(DEV);
  expect(problems).toEqual([`the development build of mf_homework at ${DEV} is not loaded: http://localhost:4101 is not among the origins this suite allows remotes from (REMOTE_OVERRIDE_ORIGINS)`]);
  render(<DevelopmentOverrides />);
  expect(screen.queryByRole('region', { name: 'Development builds' })).not.toBeInTheDocument();
});

test('every page says a development build is in use, and one button goes back to the release', async () => {
  createSuiteMock({ config: { remoteOverrideOrigins: ['http://localhost:4101'] } });
  window.localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ mf_homework: DEV }));
  const reload = jest.fn();
  render(<DevelopmentOverrides reload={reload} />);
  const region = screen.getByRole('region', { name: 'Development builds' });
  expect(region).toHaveTextContent(`Development build: mf_homework is loaded from ${DEV}, in this browser only.`);
  await userEvent.click(screen.getByRole('button', { name: 'Use the released mf_homework' }));
  expect(window.localStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

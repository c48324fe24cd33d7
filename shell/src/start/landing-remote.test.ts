// The landing remote's manifest is asked for as the page starts, as a preload the federation
// runtime's own fetch of it takes (decision 0007: the dashboard on a school's link).
import { SUITE_REMOTES_ELEMENT_ID } from '@homework/contracts';
import { realRegistrations } from '../testing/registrations';
import { landingRegistration, preloadLandingManifest } from './landing-remote';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({ href: link.getAttribute('href'), as: link.getAttribute('as'), crossOrigin: link.getAttribute('crossorigin') }));

beforeEach(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SUITE_REMOTES_ELEMENT_ID;
  block.textContent = JSON.stringify(realRegistrations());
  document.body.append(block);
});
afterEach(() => {
  document.getElementById(SUITE_REMOTES_ELEMENT_ID)?.remove();
  document.head.innerHTML = '';
  window.location.hash = '';
});

test.each([
  ['#/homework/dashboard', 'mf_dashboard'],
  ['#/Homework/All-Homework', 'mf_homework'],
  ['#/messages', 'mf_messaging'],
  ['#/sickness', null],
  ['#/unauthorised', null],
])('%s lands on %p', (hash, name) => {
  window.location.hash = hash;
  expect(landingRegistration()?.name ?? null).toBe(name);
});

test("the dashboard's manifest is preloaded as the runtime fetches it (cors, same-origin credentials)", () => {
  window.location.hash = '#/homework/dashboard';
  preloadLandingManifest();
  const manifest = realRegistrations().find((registration) => registration.name === 'mf_dashboard')!.manifest;
  expect(preloads()).toEqual([{ href: manifest, as: 'fetch', crossOrigin: 'anonymous' }]);
});

test("a shell page's start preloads no manifest", () => {
  window.location.hash = '#/sickness';
  preloadLandingManifest();
  expect(preloads()).toEqual([]);
});

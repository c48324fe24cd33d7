// A product's mount draws once the page has antd's prebuilt styles, and an unmount before then leaves
// nothing drawn and nothing to throw.
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import type { SuiteConfig } from '@homework/contracts';
import { mount } from './mount';

jest.mock('./routes', () => ({
  routes: {
    section: 'Homework',
    routes: { allHomework: { address: jest.requireActual('@homework/contracts').HOMEWORK_PAGES.allHomework, title: 'All Homework', access: 'homework', page: () => <h2>All Homework page</h2> } },
  },
}));

// The stylesheet's promise, settled by the test (`stylesLoaded`) as the browser's load event would.
jest.mock('@homework/platform/remote', () => {
  let stylesLoaded = () => undefined as void;
  const prebuiltStylesReady = new Promise<void>((resolve) => (stylesLoaded = resolve));
  return { ...jest.requireActual('@homework/platform/remote'), prebuiltStylesReady, stylesLoaded: () => stylesLoaded() };
});
const { stylesLoaded } = jest.requireMock<{ stylesLoaded: () => void }>('@homework/platform/remote');

const config = {
  services: { homework: 'https://host.example', people: 'https://host.example' },
  auth: { authority: 'https://idp.example', clientId: 'other-product', scope: 'openid' },
  links: { help: 'h', activities: 'a', profile: 'p' },
} as unknown as SuiteConfig;

test('drawn once the styles have loaded; an area unmounted before then stays empty', async () => {
  const early = document.createElement('div');
  const drawn = document.createElement('div');
  document.body.append(early, drawn);
  let unmountEarly: () => void = () => undefined;
  let unmountDrawn: () => void = () => undefined;
  await act(async () => {
    unmountEarly = mount(early, { config, getAccessToken: () => 'token' });
    unmountDrawn = mount(drawn, { config, getAccessToken: () => 'token' });
  });
  expect(screen.queryByRole('heading', { name: 'All Homework page' })).not.toBeInTheDocument();
  act(() => unmountEarly());
  await act(async () => stylesLoaded());
  expect(await screen.findByRole('heading', { name: 'All Homework page' })).toBeInTheDocument();
  expect(early).toBeEmptyDOMElement();
  expect(drawn).not.toBeEmptyDOMElement();
  act(() => unmountDrawn());
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSuite, isSuiteInitialised } from '@homework/platform/api';
import { createSuiteMock } from '@homework/testing';
import type { SuiteConfig } from '@homework/contracts';
import { DEFAULT_MOUNT_PATH, mount } from './mount';

// Simple stand-ins for the pages: this test is about mounting, not about the screens.
jest.mock('./routes', () => {
  const { Link, useParams } = jest.requireActual('react-router-dom');
  const { HOMEWORK_PAGES } = jest.requireActual('@homework/contracts');
  const route = (address: unknown, page: unknown) => ({ address, title: 'Page', access: 'homework', page });
  return {
    routes: {
      section: 'Homework',
      routes: {
        allHomework: route(HOMEWORK_PAGES.allHomework, () => (
          <>
            <h2>All Homework page</h2>
            <Link to="/homework/create">Create</Link>
          </>
        )),
        create: route(HOMEWORK_PAGES.create, () => (
          <>
            <h2>Create page</h2>
            <Link to="/homework/teacherview/7?homeworktitle=Essay">Mark</Link>
          </>
        )),
        edit: route(HOMEWORK_PAGES.edit, function Edit() {
          return <h2>Edit page {useParams().homeworkId}</h2>;
        }),
      },
    },
  };
});

const config: SuiteConfig = {
  services: Object.fromEntries(
    ['people', 'schoolDetails', 'schoolAdmin', 'userProfile', 'image', 'groups', 'messages', 'homework', 'activities', 'analytics'].map((name) => [name, 'https://host.example']),
  ) as SuiteConfig['services'],
  auth: { authority: 'https://idp.example', clientId: 'other-product', scope: 'openid' },
  links: { help: 'h', activities: 'a', profile: 'p' },
};

async function mountInto(props: Parameters<typeof mount>[1]) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = mount(element, props);
  });
  return { element, unmount: () => act(() => unmount()) };
}

test('in a host that is not single-spa: initialises the suite with the host token getter, memory routing', async () => {
  expect(isSuiteInitialised()).toBe(false);
  let token: string | null = 'host-token';
  window.location.hash = '#/somewhere-of-the-host';
  const { element, unmount } = await mountInto({ config, getAccessToken: () => token });

  expect(await screen.findByRole('heading', { name: 'All Homework page' })).toBeInTheDocument();
  expect(DEFAULT_MOUNT_PATH).toBe('/homework/all-homework');
  expect(window.location.hash).toBe('#/somewhere-of-the-host');
  const suite = getSuite();
  expect(suite.config).toBe(config);
  expect(suite.auth.getAccessToken()).toBe('host-token');
  token = null;
  expect(suite.auth.getAccessToken()).toBeNull();
  expect(await suite.auth.restore()).toBe('unauthenticated');

  await unmount();
  expect(element).toBeEmptyDOMElement();
});

test('an already initialised suite is kept; initialPath picks the page', async () => {
  const mock = createSuiteMock();
  const { unmount } = await mountInto({ config, getAccessToken: () => 'other', initialPath: '/homework/edit/42' });
  expect(await screen.findByRole('heading', { name: 'Edit page 42' })).toBeInTheDocument();
  expect(getSuite().config).toBe(mock.config);
  await unmount();
});

test('onNavigate hears the first route and each change, those outside this remote too; the host address is left alone', async () => {
  createSuiteMock();
  const onNavigate = jest.fn();
  window.location.hash = '#/the-host-page';
  const { unmount } = await mountInto({ config, getAccessToken: () => 'token', onNavigate });
  expect(onNavigate.mock.calls).toEqual([['/homework/all-homework']]);

  await userEvent.click(await screen.findByRole('link', { name: 'Create' }));
  expect(await screen.findByRole('heading', { name: 'Create page' })).toBeInTheDocument();
  expect(onNavigate).toHaveBeenLastCalledWith('/homework/create');
  // Marking is not this remote's: nothing shows here, and the host is told where the teacher went.
  await userEvent.click(screen.getByRole('link', { name: 'Mark' }));
  expect(onNavigate).toHaveBeenLastCalledWith('/homework/teacherview/7?homeworktitle=Essay');
  expect(onNavigate).toHaveBeenCalledTimes(3);
  expect(window.location.hash).toBe('#/the-host-page');
  await unmount();
});

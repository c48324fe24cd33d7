import { waitFor } from '@testing-library/react';
import { REMOTE_AREA_ID, createAppContainer, removeAppContainer } from './remote-area';

function renderArea() {
  const area = document.createElement('div');
  area.id = REMOTE_AREA_ID;
  document.body.append(area);
  return area;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

test('with the area on the page, the container goes straight into it', async () => {
  const area = renderArea();
  const container = await createAppContainer('mf-dashboard');
  expect(container.parentElement).toBe(area);
  expect(container).toHaveProperty('dataset.remote', 'mf-dashboard');
});

test('an area rendered after the wait still gets the container, with what the remote rendered into it', async () => {
  const container = await createAppContainer('mf-dashboard', document, 10);
  expect(container.isConnected).toBe(false);
  container.textContent = 'Dashboard';
  const area = renderArea();
  await waitFor(() => expect(container.parentElement).toBe(area));
  expect(area.textContent).toBe('Dashboard');
});

test('a container removed before the area comes is not put into it', async () => {
  const container = await createAppContainer('mf-dashboard', document, 10);
  removeAppContainer(container);
  const area = renderArea();
  await new Promise((settle) => setTimeout(settle, 20));
  expect(area.childElementCount).toBe(0);
});

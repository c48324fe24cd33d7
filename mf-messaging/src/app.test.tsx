import { screen } from '@testing-library/react';
import { mountRemoteAt } from '@homework/testing';
import * as app from './app';

test("/messages has the page's one h1, 'Messages', as every page has", async () => {
  const { unmount } = await mountRemoteAt(app, '#/messages');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Messages');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(await screen.findByRole('form', { name: 'New message' })).toBeInTheDocument();
  await unmount();
});

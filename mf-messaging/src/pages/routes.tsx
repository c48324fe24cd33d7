// The pages of this remote, one per route of contract.json (a test checks that they agree).
import type { ReactElement } from 'react';
import { PlaceholderPage } from './placeholder-page';

function MessagesPage() {
  return <PlaceholderPage title="Messages" note="The message composer is coming in a later release." />;
}

export const PAGES: Record<string, () => ReactElement> = {
  '/messages': MessagesPage,
};

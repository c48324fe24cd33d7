// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import { PlaceholderPage, type RemotePages } from '@homework/platform/remote';

function MessagesPage() {
  return <PlaceholderPage title="Messages" note="The message composer is coming in a later release." />;
}

export const PAGES: RemotePages = {
  '/messages': MessagesPage,
};

// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree):
// the composer and the Sent view, under one title with a link to each.
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { RemotePages } from '@homework/platform/remote';
import { PageFrame } from '@homework/ui';
import { ComposePage } from '../features/compose';
import { SentMessages } from '../features/sent';

export const COMPOSE_ROUTE = '/messages';
export const SENT_ROUTE = '/messages/sent';

/** The view shown is marked in words for a screen reader (aria-current) and in weight on the screen. */
const current = ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 600 : undefined });

function MessagesFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame title="Messages">
      <nav aria-label="Message views">
        <Flex gap={16} style={{ marginBottom: 16 }}>
          <NavLink to={COMPOSE_ROUTE} end style={current}>
            New message
          </NavLink>
          <NavLink to={SENT_ROUTE} style={current}>
            Sent messages
          </NavLink>
        </Flex>
      </nav>
      {children}
    </PageFrame>
  );
}

function MessagesPage() {
  return (
    <MessagesFrame>
      <ComposePage />
    </MessagesFrame>
  );
}

function SentMessagesPage() {
  return (
    <MessagesFrame>
      <SentMessages />
    </MessagesFrame>
  );
}

export const PAGES: RemotePages = {
  [COMPOSE_ROUTE]: MessagesPage,
  [SENT_ROUTE]: SentMessagesPage,
};

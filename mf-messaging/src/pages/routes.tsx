// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree):
// the composer and the Sent view, under one title with a link to each.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { RemotePages } from '@homework/platform/remote';
import { ComposePage } from '../features/compose';
import { SentMessages } from '../features/sent';

export const COMPOSE_ROUTE = '/messages';
export const SENT_ROUTE = '/messages/sent';

/** The view shown is marked in words for a screen reader (aria-current) and in weight on the screen. */
const current = ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 600 : undefined });

function MessagesFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Messages" style={{ padding: 24 }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        Messages
      </Typography.Title>
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
    </section>
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

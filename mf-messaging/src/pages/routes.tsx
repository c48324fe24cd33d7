// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree):
// the composer and the Sent view, under one title with a link to each. A half-written message is
// not lost without a word (decision 0018): the links, the menu, Back and a reload ask first.
import { Flex } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import type { RemotePages } from '@homework/platform/remote';
import { PageFrame, useLeaveGuard } from '@homework/ui';
import { ComposePage, hasUnsentWork, useCompose } from '../features/compose';
import { SentMessages } from '../features/sent';

export const COMPOSE_ROUTE = '/messages';
export const SENT_ROUTE = '/messages/sent';

/** The view shown is marked in words for a screen reader (aria-current) and in weight on the screen. */
const current = ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 600 : undefined });

/** Runs `leave` at once, or once the teacher has said to leave unsent work. */
type ConfirmLeave = (leave: () => void) => void;

function MessagesFrame({ children, confirmLeave }: { children: ReactNode; confirmLeave?: ConfirmLeave }) {
  const navigate = useNavigate();
  // The remote's own router moves at the click, before single-spa's routing event could be cancelled.
  const askFirst = (to: string) =>
    confirmLeave &&
    ((event: MouseEvent) => {
      event.preventDefault();
      confirmLeave(() => navigate(to));
    });
  return (
    <PageFrame title="Messages">
      <nav aria-label="Message views">
        <Flex gap={16} style={{ marginBottom: 16 }}>
          <NavLink to={COMPOSE_ROUTE} end style={current}>
            New message
          </NavLink>
          <NavLink to={SENT_ROUTE} style={current} onClick={askFirst(SENT_ROUTE)}>
            Sent messages
          </NavLink>
        </Flex>
      </nav>
      {children}
    </PageFrame>
  );
}

function MessagesPage() {
  const compose = useCompose();
  // Leave forgets the kept draft too: the question says the message will be lost.
  const guard = useLeaveGuard(hasUnsentWork(compose.values), { onLeave: compose.kept.forget });
  return (
    <MessagesFrame confirmLeave={guard.confirmLeave}>
      <ComposePage compose={compose} />
      {guard.holder}
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

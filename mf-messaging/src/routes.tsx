// This remote's routes, in one table (decision 0029): the composer and the Sent view, under one title
// with a link to each. The router is made from it (app.tsx), and the build writes the contract.json
// the shell reads from it (tools/webpack/contract.mjs). A half-written message is not lost without a
// word (decision 0018): the links, the menu, Back and a reload ask first.
import { Flex } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { MESSAGING_PAGES, defineRoutes } from '@homework/contracts';
import type { RemoteRouteTable } from '@homework/platform/remote';
import { PageFrame, useLeaveGuard } from '@homework/ui';
import { ComposePage, hasUnsentWork, useCompose } from './features/compose';
import { SENT_VIEW_LINK_ID, SentMessages } from './features/sent';
import { useMessagingMessages } from './messages';

/** The view shown is marked in words for a screen reader (aria-current) and in weight on the screen. */
const current = ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 600 : undefined });

/** Runs `leave` at once, or once the teacher has said to leave unsent work. */
type ConfirmLeave = (leave: () => void) => void;

function MessagesFrame({ children, confirmLeave }: { children: ReactNode; confirmLeave?: ConfirmLeave }) {
  const navigate = useNavigate();
  const t = useMessagingMessages();
  // The remote's own router moves at the click, before single-spa's routing event could be cancelled.
  const askFirst = (to: string) =>
    confirmLeave &&
    ((event: MouseEvent) => {
      event.preventDefault();
      confirmLeave(() => navigate(to));
    });
  return (
    <PageFrame title={t('nav.title')}>
      <nav aria-label={t('nav.views')}>
        <Flex gap={16} style={{ marginBottom: 16 }}>
          <NavLink to={MESSAGING_PAGES.compose.href()} end style={current}>
            {t('nav.compose')}
          </NavLink>
          <NavLink id={SENT_VIEW_LINK_ID} to={MESSAGING_PAGES.sent.href()} style={current} onClick={askFirst(MESSAGING_PAGES.sent.href())}>
            {t('nav.sent')}
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

export const routes = defineRoutes({
  section: 'Messages',
  routes: {
    compose: {
      address: MESSAGING_PAGES.compose,
      title: 'Messages',
      access: 'messages',
      menu: { label: 'Messages', parent: null, order: 1 },
      page: MessagesPage,
    },
    sent: { address: MESSAGING_PAGES.sent, title: 'Sent messages', access: 'messages', page: SentMessagesPage },
  },
}) satisfies RemoteRouteTable;

// The marking service (02 §2.2–§2.4, §7): hand-ins, marks, extensions, their history, clears that
// can be undone, students' submitted files through signed links, the student overview, and every
// change as it happens (decision 0030). Every route but the signed file link checks the homework
// rule; every query is scoped by the token's school.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { repeatWhileUp } from '../../kit/while-up';
import { registerBulkRecorderRoute, registerStudentChangeRoutes } from './routes/changes';
import { PURGE_EVERY_MS, purgeExpiredClearances, registerClearanceRoutes } from './routes/clearances';
import { registerEventRoute } from './routes/events';
import { registerHistoryRoute } from './routes/history';
import { MarkingEventStreams } from './event-streams';
import { sweepLiveRecords } from './live-records';
import { registerOverviewRoute } from './routes/overview';
import { registerReleaseRoutes } from './routes/release';
import { loadOrCreateLinkSecret } from './signed-links';
import { registerSubmissionRoutes } from './routes/submission';

export const markingService: FastifyPluginAsync = async (app) => {
  const linkSecret = await loadOrCreateLinkSecret(app.config.dataDir);
  const streams = new MarkingEventStreams(app.db, app.log, app.config.markingStreamsMax, app.config.markingHeartbeatSeconds);
  app.addHook('onReady', async () => streams.start());
  // Ended as the close begins, before the server stops listening: a draining process does not wait
  // on streams that never end.
  app.addHook('preClose', (done) => {
    streams.endStreams();
    done();
  });
  app.addHook('onClose', () => streams.close());
  await app.register(async (scope) => {
    tagRoutes(scope, 'marking');
    registerBulkRecorderRoute(typed(scope));
    registerStudentChangeRoutes(typed(scope));
    registerHistoryRoute(typed(scope));
    registerClearanceRoutes(typed(scope));
    registerSubmissionRoutes(typed(scope), linkSecret);
    registerEventRoute(typed(scope), streams);
    registerReleaseRoutes(typed(scope));
  });
  // Clears kept their time (CLEARED_HAND_INS_KEPT_DAYS) go for good: once the server is up, then hourly.
  repeatWhileUp(app, PURGE_EVERY_MS, () => purgeExpiredClearances({ db: app.db, storage: app.storage, now: () => new Date() }, app.log), 'purge of expired clears failed');
  // Live events and kept answers go once a reader or a resend no longer needs them: at start, then hourly.
  repeatWhileUp(app, PURGE_EVERY_MS, () => sweepLiveRecords(app.db, new Date(), app.log), 'sweep of marking events and idempotency keys failed');
  await app.register(async (scope) => {
    tagRoutes(scope, 'student overview');
    registerOverviewRoute(typed(scope));
  });
};

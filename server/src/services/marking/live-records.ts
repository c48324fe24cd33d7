// What marking together and offline keeps for a while (decision 0030): the live events, for a
// reader that reconnects, and the answers kept under Idempotency-Keys, for a change sent again.
import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY_KEYS_KEPT_HOURS, MARKING_EVENTS_KEPT_HOURS } from '@homework/contracts';
import type { Queryable } from '../../db';
import { sweepEvents } from './queries/events';
import { sweepKeys } from './queries/idempotency';

const HOUR_MS = 60 * 60 * 1000;

/** Removes every school's events and kept answers older than they are kept; answers how many of each went. */
export async function sweepLiveRecords(db: Queryable, now: Date, log: FastifyBaseLogger): Promise<{ events: number; keys: number }> {
  const events = await sweepEvents(db, new Date(now.getTime() - MARKING_EVENTS_KEPT_HOURS * HOUR_MS));
  const keys = await sweepKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEYS_KEPT_HOURS * HOUR_MS));
  if (events || keys) log.info({ events, keys }, 'swept marking events and idempotency keys');
  return { events, keys };
}

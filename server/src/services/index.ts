// The suite's services, one Fastify plugin each under the spec's paths. Every route declares who
// may call it (config.access, checked centrally by the kit); every query is scoped by the token's school.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { dashboardService } from './dashboard';
import { groupsService } from './groups';
import { homeworkService } from './homework';
import { imagesService } from './images';
import { markingService } from './marking';
import { messagesService } from './messages';
import { messagingService } from './messaging';
import { peopleService } from './people';
import { schoolAdminService } from './school-admin';
import { schoolDetailsService } from './school-details';
import { userProfileService } from './user-profile';

export const SERVICES = [
  userProfileService,
  schoolAdminService,
  peopleService,
  schoolDetailsService,
  messagesService,
  messagingService,
  groupsService,
  imagesService,
  homeworkService,
  markingService,
  dashboardService,
];

export async function registerServices(app: FastifyInstance, db: Database): Promise<void> {
  for (const service of SERVICES) await app.register(service, { db });
}

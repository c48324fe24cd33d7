// The suite's services, one Fastify plugin each under the spec's paths. Every route declares who
// may call it (config.access, checked centrally by the kit); every query is scoped by the token's
// school. The database, configuration and storage arrive as decorators (app.db, app.config, app.storage).
import type { FastifyInstance } from 'fastify';
import { commentBankService } from './comment-bank';
import { dashboardService } from './dashboard';
import { groupsService } from './groups';
import { homeworkService } from './homework';
import { imagesService } from './images';
import { markSchemesService } from './mark-schemes';
import { markingService } from './marking';
import { marksOutService } from './marks-out';
import { messagesService } from './messages';
import { messagingService } from './messaging';
import { peopleService } from './people';
import { releasesService } from './releases';
import { schoolAdminService } from './school-admin';
import { schoolDetailsService } from './school-details';
import { userProfileService } from './user-profile';

export async function registerServices(app: FastifyInstance): Promise<void> {
  for (const service of [
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
    commentBankService,
    markSchemesService,
    marksOutService,
    dashboardService,
    releasesService,
  ]) {
    await app.register(service);
  }
}

// Pages behind the shell's external links (help, activities, profile) until real ones are configured
// (HELP_URL, ACTIVITIES_URL, PROFILE_URL), so a link never ends on an error.
import type { FastifyInstance } from 'fastify';

const PAGES: Record<string, { title: string; body: string }> = {
  '/help': { title: 'Help - Engagement Portal', body: 'Help for the Homework suite will be published here.' },
  '/activities': { title: 'Activities', body: 'Activities are a separate product of the suite and are not part of this installation.' },
  '/profile': { title: 'My Profile', body: 'Profiles are managed by your school’s identity provider.' },
};

export function registerPlaceholders(app: FastifyInstance): void {
  for (const [path, { title, body }] of Object.entries(PAGES)) {
    app.get(path, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${body}</p></body></html>`),
    );
  }
}

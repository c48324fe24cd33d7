import type { FastifyReply } from 'fastify';

/** Who is calling, taken from the verified access token only — never from the request. */
export interface RequestIdentity {
  userId: string;
  schoolId: string;
  provider: string;
  providerName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer token and sets `request.identity`, or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; read it only in routes behind that hook. */
    identity: RequestIdentity;
  }
}

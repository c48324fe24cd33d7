// The release API (decision 0028, docs/release.md): a remote team's pipeline, with the deploy token the
// operator issued for its remote, uploads the built folder file by file, publishes the release (the
// server checks it whole: manifest, contract, every file the manifest names, and that it runs on the
// deployed shell), points the suite at it, and lists. Each call sent twice does its work once.
import { createHash } from 'node:crypto';
import { Transform, Writable, finished, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  RELEASE_API,
  RELEASE_FILE_PATTERN,
  RELEASE_LIMITS,
  RELEASE_MESSAGES,
  RELEASE_VERSION_PATTERN,
  containerOf,
  filesNamedBy,
  isFederationManifest,
  releasedManifestPath,
  validateRemoteContract,
  type FederationManifest,
  type RemoteContract,
} from '@homework/contracts';
import { PointReleaseSchema, PublishReleaseSchema } from '@homework/contracts/schemas';
import { httpErrors, routesOn, type ServiceApp } from '../../kit';
import { recordDeployment, recordRelease, releaseFileKey, type ChangeMadeBy } from '../../domain/releases';
import { problemsWithDeployedShell } from './deployed-shell';
import { currentVersion, lockRemote, publishedRelease, publishedVersions, recordUploadedFile, releaseHistory, uploadedFiles } from './queries';

class FileTooLarge extends Error {}

const access = 'deployToken' as const;
/** The answers are documented as objects (docs/release.md has their fields), sent whole. */
const answer = (description: string) => ({ type: 'object', additionalProperties: true, description });
const documented = (summary: string, description: string, created = false) => ({
  summary,
  security: [{ deployToken: [] }],
  response: { [created ? 201 : 200]: answer(description), ...(created ? { 200: answer('Published already: nothing changed') } : {}) },
});

const madeBy = (request: FastifyRequest, commit: string | undefined): ChangeMadeBy => ({ by: request.deployToken!.label, commit: commit ?? null });

function checkVersion(version: string): void {
  if (!RELEASE_VERSION_PATTERN.test(version)) throw httpErrors.badRequest(RELEASE_MESSAGES.invalidVersion(version));
}

export function registerReleaseRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  const { db, storage } = app;
  const { repoRoot } = app.config;
  const idleMs = app.config.uploadIdleSeconds * 1000;

  // A file's bytes are the body as sent, streamed to the storage: never held whole.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  /** A stored file of an upload, read whole (the manifest and contract: small). */
  const storedJson = async (remote: string, version: string, file: string): Promise<{ found: boolean; value: unknown }> => {
    const stored = await storage.get(releaseFileKey(remote, version, file));
    if (!stored) return { found: false, value: null };
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    try {
      return { found: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
    } catch {
      return { found: true, value: null };
    }
  };

  route(
    RELEASE_API.releaseFile,
    {
      access,
      schema: { ...documented('Uploads one file of a release (the body its bytes, application/octet-stream), with the deploy token of its remote', 'The file: path, size, sha256, and whether it was stored (false: sent before)'), consumes: ['application/octet-stream'] },
    },
    async (request, reply) => {
      const { remote, version, file } = request.params;
      checkVersion(version);
      if (!RELEASE_FILE_PATTERN.test(file)) throw httpErrors.badRequest(RELEASE_MESSAGES.invalidFile(file));
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw httpErrors.badRequest(RELEASE_MESSAGES.fileCut(file));
      if (Number(request.headers['content-length']) > RELEASE_LIMITS.fileBytes) {
        reply.header('connection', 'close');
        throw httpErrors.payloadTooLarge(RELEASE_MESSAGES.fileTooLarge(file));
      }
      const hash = createHash('sha256');
      let size = 0;
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > RELEASE_LIMITS.fileBytes) return callback(new FileTooLarge());
          hash.update(chunk);
          return callback(null, chunk);
        },
      });
      guard.on('error', () => undefined);
      // A body cut short fails the guard, so the storage keeps nothing of it; so does a client that
      // stops sending (UPLOAD_IDLE_TIMEOUT_SECONDS), whose connection is then closed.
      finished(body, (error) => error && guard.destroy(error));
      const socket = request.raw.socket;
      const onIdle = () => request.raw.destroy(new Error('the upload stalled'));
      socket.setTimeout(idleMs, onIdle);
      finished(guard, () => {
        socket.setTimeout(0);
        socket.off('timeout', onIdle);
      });
      body.pipe(guard);
      const refuse = (error: unknown) => {
        body.resume();
        if (error instanceof FileTooLarge) {
          reply.header('connection', 'close');
          return httpErrors.payloadTooLarge(RELEASE_MESSAGES.fileTooLarge(file));
        }
        request.log.info({ err: error }, 'release file upload interrupted');
        return httpErrors.badRequest(RELEASE_MESSAGES.fileCut(file));
      };

      if (await publishedRelease(db, remote, version)) {
        // Published: never written again. The same file sent again is the same call, done already.
        await pipeline(guard, new Writable({ write: (_chunk, _encoding, callback) => callback() })).catch((error: unknown) => {
          throw refuse(error);
        });
        const sha256 = hash.digest('hex');
        const recorded = (await uploadedFiles(db, remote, version)).find((uploaded) => uploaded.path === file);
        if (recorded?.sha256 !== sha256) throw httpErrors.conflict(RELEASE_MESSAGES.publishedAlready(remote, version));
        return { path: file, size, sha256, stored: false };
      }
      const uploaded = await uploadedFiles(db, remote, version);
      if (uploaded.length >= RELEASE_LIMITS.files && !uploaded.some((entry) => entry.path === file)) {
        guard.destroy();
        body.resume();
        throw httpErrors.payloadTooLarge(RELEASE_MESSAGES.tooManyFiles);
      }
      try {
        await storage.put(releaseFileKey(remote, version, file), guard);
      } catch (error) {
        throw refuse(error);
      }
      const sha256 = hash.digest('hex');
      await recordUploadedFile(db, remote, version, { path: file, sha256, size });
      return { path: file, size, sha256, stored: true };
    },
  );

  route(
    RELEASE_API.release,
    { access, schema: { ...documented('Publishes an uploaded or hosted release once it is checked whole, and points at it with point: true', 'remote, version, published, and the deployment when pointed', true), body: PublishReleaseSchema } },
    async (request, reply) => {
      const { remote, version } = request.params;
      const { commit, point = false } = request.body ?? {};
      checkVersion(version);
      const hosted = request.body?.manifest;
      const address = hosted ?? releasedManifestPath(remote, version);
      const recorded = await publishedRelease(db, remote, version);
      if (recorded) {
        if (recorded.manifest !== address) throw httpErrors.conflict(RELEASE_MESSAGES.publishedAlready(remote, version));
        const pointed = point ? await pointAt(request, remote, version, commit) : null;
        return { remote, version, published: false, pointed };
      }

      let contract: unknown;
      let federation: unknown;
      let chunkGroups: Record<string, string[]> | null = null;
      if (hosted !== undefined) {
        if (!/^https:\/\/[^/?#\s]+\/\S*mf-manifest\.json$/.test(hosted)) throw httpErrors.badRequest(RELEASE_MESSAGES.addressInvalid(hosted));
        ({ contract, federation } = request.body);
        if (!isFederationManifest(federation)) throw httpErrors.badRequest(RELEASE_MESSAGES.manifestUnreadable(remote, version));
        if (!contract) throw httpErrors.badRequest(RELEASE_MESSAGES.contractMissing(remote, version));
      } else {
        const manifest = await storedJson(remote, version, 'mf-manifest.json');
        if (!manifest.found) throw httpErrors.conflict(RELEASE_MESSAGES.manifestMissing(remote, version));
        if (!isFederationManifest(manifest.value)) throw httpErrors.conflict(RELEASE_MESSAGES.manifestUnreadable(remote, version));
        federation = manifest.value;
        const stored = await storedJson(remote, version, 'contract.json');
        if (!stored.found) throw httpErrors.conflict(RELEASE_MESSAGES.contractMissing(remote, version));
        contract = stored.value;
        const uploaded = new Set((await uploadedFiles(db, remote, version)).map((file) => file.path));
        const missing = filesNamedBy(manifest.value).filter((file) => !uploaded.has(file));
        if (missing.length > 0) throw httpErrors.conflict(RELEASE_MESSAGES.filesMissing(remote, version, missing));
        const groups = await storedJson(remote, version, 'chunk-groups.json');
        chunkGroups = groups.value as Record<string, string[]> | null;
      }
      const contractProblems = contract ? validateRemoteContract({ ...(contract as object), manifest: address }) : ['it is not JSON'];
      if (contractProblems.length > 0) throw httpErrors.conflict(RELEASE_MESSAGES.contractRefused(remote, version, contractProblems));
      const { name } = contract as RemoteContract;
      if (name !== containerOf(remote)) throw httpErrors.conflict(RELEASE_MESSAGES.contractOfAnother(remote, name));
      const incompatible = problemsWithDeployedShell(repoRoot, remote, federation as FederationManifest);
      if (incompatible.length > 0) throw httpErrors.conflict(RELEASE_MESSAGES.incompatible(remote, version, incompatible));

      const made = madeBy(request, commit);
      const pointed = await db.transaction(async (tx) => {
        await recordRelease(tx, { remote, version, manifest: address, contract: contract as RemoteContract, federation: federation as FederationManifest, chunkGroups }, made);
        return point ? pointIn(tx, remote, version, made) : null;
      });
      return reply.code(201).send({ remote, version, published: true, pointed });
    },
  );

  /** Points `remote` at `version` in `tx`: nothing new when it is pointed there already. */
  const pointIn = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], remote: string, version: string, made: ChangeMadeBy) => {
    await lockRemote(tx, remote);
    const release = await publishedRelease(tx, remote, version);
    if (!release) throw httpErrors.notFound(RELEASE_MESSAGES.notPublished(remote, version, await publishedVersions(tx, remote)));
    // Checked again at each point: the shell may have been released since this was published.
    const incompatible = problemsWithDeployedShell(repoRoot, remote, release.federation as FederationManifest);
    if (incompatible.length > 0) throw httpErrors.conflict(RELEASE_MESSAGES.incompatible(remote, version, incompatible));
    const before = await currentVersion(tx, remote);
    if (before !== version) await recordDeployment(tx, remote, version, made);
    return { version, before: before ?? 'the workspace build', changed: before !== version };
  };
  const pointAt = (request: FastifyRequest, remote: string, version: string, commit: string | undefined) => db.transaction((tx) => pointIn(tx, remote, version, madeBy(request, commit)));

  route(
    RELEASE_API.deployment,
    { access, schema: { ...documented('Points the suite at a published release of the remote (a rollback names an older one)', 'remote, version, the version before and whether it changed'), body: PointReleaseSchema } },
    async (request) => {
      const { remote } = request.params;
      const { version, commit } = request.body;
      checkVersion(version);
      return { remote, ...(await pointAt(request, remote, version, commit)) };
    },
  );

  route(RELEASE_API.releases, { access, schema: documented("A remote's current release, its releases and its deployments", 'remote, current, releases and deployments, each with who, when and the commit') }, async (request) => {
    const { remote } = request.params;
    return { remote, current: (await currentVersion(db, remote)) ?? null, ...(await releaseHistory(db, remote)) };
  });
}

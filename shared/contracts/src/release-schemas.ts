// Schemas of the release API's bodies (decision 0028). The types of ./releases.ts come from these
// (Static<>), so a field is written once. Its answers are documented by the server as objects sent
// whole (docs/release.md has their fields).
import { Type } from './schema-builders';
import type { FederationManifest, RemoteContract } from './remotes';

/** Publishing: the commit, or a release hosted elsewhere with its contract and manifest. */
export const PublishReleaseSchema = Type.Object(
  {
    commit: Type.Optional(Type.String({ maxLength: 100 })),
    /** Point the suite at it in the same transaction. */
    point: Type.Optional(Type.Boolean()),
    /** A release hosted elsewhere: its manifest's https address. */
    manifest: Type.Optional(Type.String({ maxLength: 2000 })),
    // Checked whole by the shell's rules when published (validateRemoteContract, isFederationManifest).
    contract: Type.Optional(Type.Unsafe<RemoteContract>({ type: 'object' })),
    federation: Type.Optional(Type.Unsafe<FederationManifest>({ type: 'object' })),
  },
  { additionalProperties: false },
);

/** Pointing the suite at a published release. */
export const PointReleaseSchema = Type.Object(
  { version: Type.String({ maxLength: 64 }), commit: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

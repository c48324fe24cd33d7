// The release API (decision 0028, docs/release.md): what a remote team's pipeline calls, with a deploy
// token the operator issued for its remote, to publish a release, point the suite at one (a rollback
// is pointing at an older one) and list them. Its endpoints, limits and every answer in words are
// here, for the server and the release command alike.
// Type-only: the bodies' types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import { endpoint, of } from './endpoint';
import type { PointReleaseSchema, PublishReleaseSchema } from './release-schemas';
import type { FederationManifest } from './remotes';

/** What publishing sends: the commit, or a release hosted elsewhere with its contract and manifest. */
export type PublishRelease = Static<typeof PublishReleaseSchema>;
/** What pointing sends: the version, and the commit. */
export type PointRelease = Static<typeof PointReleaseSchema>;

/** A remote pointed at a release: the version before ('the workspace build' when none), and whether it changed. */
export interface Pointed {
  version: string;
  before: string;
  changed: boolean;
}

/** A file of a release as the server holds it; `stored` is false when it had been sent before. */
export interface UploadedReleaseFile {
  path: string;
  size: number;
  sha256: string;
  stored: boolean;
}

/** A remote's current release, its releases and its deployments, each with who, when and the commit. */
export interface ReleaseListing {
  remote: string;
  current: string | null;
  releases: { version: string; manifest: string; publishedBy: string; publishedAt: string; commit: string | null }[];
  deployments: { version: string; deployedBy: string; deployedAt: string; commit: string | null }[];
}

const service = 'releases';

/** The release API's calls, relative to the suite's address. */
export const RELEASE_API = {
  /** A remote's releases, its deployments and the current one. */
  releases: endpoint({ service, method: 'GET', path: 'api/releases/:remote', answer: of<ReleaseListing>() }),
  /** Publish (and point, with `point: true`); 201 when published now, 200 when it was already. */
  release: endpoint({
    service,
    method: 'PUT',
    path: 'api/releases/:remote/:version',
    body: of<PublishRelease>(),
    answer: of<{ remote: string; version: string; published: boolean; pointed: Pointed | null }>(),
  }),
  /** One file of the release's folder, its path inside the folder as one segment, the body the file's bytes. */
  releaseFile: endpoint({ service, method: 'PUT', path: 'api/releases/:remote/:version/files/:file', answer: of<UploadedReleaseFile>() }),
  /** Point the suite at a published release. */
  deployment: endpoint({ service, method: 'PUT', path: 'api/deployments/:remote', body: of<PointRelease>(), answer: of<{ remote: string } & Pointed>() }),
} as const;

/** What one release may upload: a built remote is a few MB in some hundred files. */
export const RELEASE_LIMITS = {
  fileBytes: 20 * 1024 * 1024,
  files: 2000,
} as const;

const listed = (names: readonly string[]) => (names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', '));

export const RELEASE_MESSAGES = {
  tokenNeeded: 'Send a deploy token as a bearer token: the operator issues one for your remote (npm run deploy-token -- issue <remote>).',
  tokenUnknown: 'This deploy token was never issued by this suite. Ask the operator for one (npm run deploy-token -- issue <remote>).',
  tokenRevoked: 'This deploy token has been revoked. Ask the operator for a new one (npm run deploy-token -- issue <remote>).',
  wrongRemote: (tokenRemote: string, remote: string) => `This deploy token is for ${tokenRemote}; it cannot change ${remote}. Use ${remote}'s own token.`,
  invalidVersion: (version: string) => `${version} cannot name a release: letters, digits, '.', '_' and '-' only, 64 at most.`,
  invalidFile: (file: string) => `${file} cannot name a file of a release: a path inside the built folder, its words of letters, digits, '.', '_' and '-', none beginning with a dot.`,
  fileTooLarge: (file: string) => `${file} is larger than ${RELEASE_LIMITS.fileBytes / 1024 / 1024} MB, the most one file of a release may be.`,
  tooManyFiles: `A release may have at most ${RELEASE_LIMITS.files} files.`,
  fileCut: (file: string) => `${file} did not arrive whole, so it was not kept. Send it again.`,
  publishedAlready: (remote: string, version: string) => `${remote} ${version} was published with other files, and a release is never changed: name a new version.`,
  manifestMissing: (remote: string, version: string) => `${remote} ${version} has no mf-manifest.json: upload the built folder whole, then publish.`,
  manifestUnreadable: (remote: string, version: string) => `${remote} ${version}'s mf-manifest.json is not a whole federation manifest (cut short, or not the build's): upload it again, then publish.`,
  contractMissing: (remote: string, version: string) => `${remote} ${version} has no contract.json: upload the built folder whole, then publish.`,
  contractRefused: (remote: string, version: string, problems: readonly string[]) => `The shell refuses ${remote} ${version}'s contract: ${problems.join('; ')}.`,
  contractOfAnother: (remote: string, name: string) => `This release's contract is ${name}'s, not ${remote}'s.`,
  filesMissing: (remote: string, version: string, files: readonly string[]) => `${remote} ${version}'s manifest names files that were not uploaded: ${listed(files)}. Upload the built folder whole, then publish.`,
  addressInvalid: (address: string) => `${address} is not an https address of an mf-manifest.json.`,
  incompatible: (remote: string, version: string, problems: readonly string[]) => `${remote} ${version} cannot run on the deployed shell, so nothing was pointed.\n${problems.join('\n')}`,
  notPublished: (remote: string, version: string, published: readonly string[]) => `${remote} has no published release ${version}; published: ${published.join(', ') || 'none'}.`,
  shellNotBuilt: 'The suite has no shell built, so no release can be checked against it.',
} as const;

/** A file path inside a release's folder: words that do not begin with a dot, so never '..' nor hidden. */
export const RELEASE_FILE_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Every file a federation manifest names: its entry, and the scripts and styles of what it exposes and shares. */
export function filesNamedBy(manifest: FederationManifest): string[] {
  type Assets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  const of = (assets: Assets | undefined) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];
  const entry = manifest.metaData?.remoteEntry;
  const named = [
    ...(entry?.name ? [[entry.path, entry.name].filter(Boolean).join('/')] : []),
    ...(manifest.exposes ?? []).flatMap((expose) => of(expose.assets as Assets | undefined)),
    ...(manifest.shared ?? []).flatMap((shared) => of((shared as { assets?: Assets }).assets)),
  ];
  return [...new Set(named.map((file) => file.replace(/^\.?\//, '')))].sort();
}

/** Whether a parsed mf-manifest.json is whole enough to publish: it names its entry. */
export const isFederationManifest = (value: unknown): value is FederationManifest =>
  typeof value === 'object' && value !== null && typeof (value as FederationManifest).metaData?.remoteEntry?.name === 'string';

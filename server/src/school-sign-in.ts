// `npm run school-sign-in -- set|list|check|remove`: the operator's setting of a school's own OpenID
// Connect provider (identity/school-providers.ts, decision 0034) in the database DATA_DIR or
// DATABASE_URL names. The client secret is read from SCHOOL_CLIENT_SECRET or standard input, never
// from the command line (which the shell's history and `ps` keep), and is never printed.
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { loadOrCreateSealingKey } from './identity/keys';
import { seedIfEmpty } from './seed/index';
import { listSchoolProviders, removeSchoolProvider, schoolProviderOf, setSchoolProvider, type StaffMatchBy } from './identity/school-providers';
import { SCHOOL_CALLBACK_PATH, SCHOOL_SIGNED_OUT_PATH } from './identity/school-sign-in';
import { UpstreamFailure, upstreamConfiguration } from './identity/upstream';

const USAGE = `Usage:
  npm run school-sign-in -- set <school id or exact name> --issuer <https address> --client-id <id> --domain <domain> [--domain <domain>...]
                            [--match email|username] [--claim <claim>] [--label <a name for this list>]
      (the client secret from SCHOOL_CLIENT_SECRET, or typed or piped on standard input)
  npm run school-sign-in -- list
  npm run school-sign-in -- check <school id>
  npm run school-sign-in -- remove <school id>`;

const [command, subject, ...rest] = process.argv.slice(2);
const option = (name: string) => rest.flatMap((arg, index) => (arg === `--${name}` && rest[index + 1] !== undefined ? [rest[index + 1]] : []));

const config = loadConfig(process.env);
const db = await openDatabase(config);
try {
  await migrate(db);
  // On the demo's database (DEMO_SCHOOLS=1, as npm start), its schools can be given a provider before
  // the demo first starts, as the server would seed them.
  if (config.demoSchools) await seedIfEmpty(db);
  const key = await loadOrCreateSealingKey(config.dataDir);
  const schoolId = subject && (await schoolIdOf(subject));
  if (command === 'set' && schoolId) {
    const secret = process.env.SCHOOL_CLIENT_SECRET || (await readSecret());
    const problems = await setSchoolProvider(db, key, {
      schoolId,
      label: option('label')[0] ?? '',
      issuer: option('issuer')[0] ?? '',
      clientId: option('client-id')[0] ?? '',
      clientSecret: secret,
      matchStaffBy: (option('match')[0] ?? 'email') as StaffMatchBy,
      claim: option('claim')[0],
      domains: option('domain'),
    });
    if (problems.length) {
      console.error(problems.join('\n'));
      process.exitCode = 1;
    } else {
      console.log(`Saved. ${describe((await listSchoolProviders(db)).find((p) => p.schoolId === schoolId)!)}`);
      console.log(`\nAt the school's provider, register for client ${option('client-id')[0]}:`);
      console.log(`  redirect URI (sign-in):         ${config.publicUrl}${SCHOOL_CALLBACK_PATH}`);
      console.log(`  post-logout redirect URI:       ${config.publicUrl}${SCHOOL_SIGNED_OUT_PATH}`);
      console.log(`Then: npm run school-sign-in -- check ${schoolId}`);
      // The school providers are brokered by the built-in provider; with one issuer for all (LOCAL_IDP=false) nobody reaches them.
      if (!config.localIdp) console.warn('LOCAL_IDP=false here: the built-in provider is off, so no school signs in at its own provider until it is on.');
    }
  } else if (command === 'list') {
    const providers = await listSchoolProviders(db);
    console.log(providers.length ? providers.map(describe).join('\n') : 'No school has a provider of its own: every school signs in with passwords.');
  } else if (command === 'check' && schoolId) {
    const provider = await schoolProviderOf(db, key, schoolId);
    if (!provider) {
      console.error(`School ${subject} has no provider of its own.`);
      process.exitCode = 1;
    } else {
      try {
        const metadata = (await upstreamConfiguration(provider)).serverMetadata();
        console.log(`${provider.issuer} answers: sign-in at ${metadata.authorization_endpoint}, sign-out ${metadata.end_session_endpoint ?? 'not offered (only Homework is signed out)'}.`);
      } catch (error) {
        console.error(error instanceof UpstreamFailure ? `${error.problem}: ${error.reason}` : (error as Error).message);
        process.exitCode = 1;
      }
    }
  } else if (command === 'remove' && schoolId) {
    console.log((await removeSchoolProvider(db, schoolId)) ? `School ${subject} signs in with passwords again.` : `School ${subject} had no provider of its own.`);
  } else if (subject && !schoolId && ['set', 'check', 'remove'].includes(command)) {
    process.exitCode = 1; // schoolIdOf said why
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await db.close();
}

/** A school's id, or the one school of that exact name; undefined (said why) otherwise. */
async function schoolIdOf(text: string): Promise<string | undefined> {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) return text;
  const { rows } = await db.query<{ id: string }>('select id from schools where name = $1 limit 2', [text]);
  if (rows.length === 1) return rows[0].id;
  console.error(rows.length ? `Two schools are called "${text}": name it by its id.` : `No school is called "${text}" (names are matched exactly; or give its id).`);
  return undefined;
}

function describe(p: Awaited<ReturnType<typeof listSchoolProviders>>[number]): string {
  return `${p.schoolName} (${p.schoolId}): "${p.label}" at ${p.issuer}, client ${p.clientId} (secret set), staff matched by ${p.matchStaffBy} from the ${p.claim} claim, domains ${p.domains.join(', ')}`;
}

async function readSecret(): Promise<string> {
  // Typed at a terminal it is shown as it is typed: pipe it in (or set SCHOOL_CLIENT_SECRET) where anyone looks on.
  if (process.stdin.isTTY) process.stderr.write('Client secret, then Enter: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && chunks.join('').includes('\n')) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0].trim();
}

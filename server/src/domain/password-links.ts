// Links that let a member of staff set their password at the built-in provider (decision 0025): an
// invitation for staff an import brought in, and "Forgot password?". Each goes as a mail through the
// outbox (kind 'password', one row per person); the worker makes the link as it sends the mail and
// keeps only its hash, so the database never holds a link that works. Identity's pages use them up.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@homework/contracts';
import { chooseLanguage } from '@homework/contracts/languages';
import type { Queryable } from '../db';
import { accountMailMessages } from './mail/account-mail-messages';
import { escapeHtml } from './mail/render';

/** The pages under the provider's prefix that identity serves and the mails link to. */
export const PASSWORD_PATH = '/oidc/password';
export const FORGOT_PASSWORD_PATH = `${PASSWORD_PATH}/forgot`;
export const SET_PASSWORD_PATH = `${PASSWORD_PATH}/set`;

export const LINK_VALID_DAYS = 7;
/** The message_recipients person_type of a member of staff (migration 404). */
export const STAFF_PERSON_TYPE = 2;
/** Replaced by the worker with the recipient's own link as it sends the mail. */
export const PASSWORD_LINK_TAG = '{{PasswordLink}}';

/** The one password rule, said on the page and checked on the server. */
export const PASSWORD_RULE = {
  minLength: 12,
  // scrypt's time grows with the length; nobody types more.
  maxLength: 200,
  text: 'Use at least 12 characters. A few words together make a good password that is easy to remember.',
} as const;

/** How often anyone may ask for a link (per address, and per name typed, whether it exists or not). */
export const PASSWORD_LINK_LIMITS = {
  perAddress: 5,
  perName: 3,
  windowMs: 15 * 60 * 1000,
} as const;

export const PASSWORD_TEXTS = {
  tooShort: `The password is too short: use at least ${PASSWORD_RULE.minLength} characters.`,
  tooLong: `The password is too long: use at most ${PASSWORD_RULE.maxLength} characters.`,
  different: 'The two passwords are not the same. Please type the new password twice.',
  unknownLink: 'This link does not work. Check that you opened the whole link from the mail, or ask for a new one with "Forgot password?" on the sign-in page.',
  usedLink: 'This link has already been used, so it works no more. If you need to set your password again, ask for a new link with "Forgot password?" on the sign-in page.',
  expiredLink: `This link has expired: a link works for ${LINK_VALID_DAYS} days. Ask for a new one with "Forgot password?" on the sign-in page.`,
  usernameTaken: 'Your username is already used by another account, so the password could not be set. Please ask your school to look at your account.',
  nameMissing: 'Please enter your username or e-mail address.',
  linkSent: `If Homework has an account of staff with that username or e-mail address, a mail with a link to set a new password is on its way to its e-mail address. The link works once, for ${LINK_VALID_DAYS} days.`,
  tooManyRequests: (minutes: number) => `Too many requests for a link. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

/** What is wrong with a new password, or undefined when it meets the rule. */
export function passwordProblem(password: string, again: string): string | undefined {
  if ([...password].length < PASSWORD_RULE.minLength) return PASSWORD_TEXTS.tooShort;
  if ([...password].length > PASSWORD_RULE.maxLength) return PASSWORD_TEXTS.tooLong;
  if (password !== again) return PASSWORD_TEXTS.different;
  return undefined;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A password mail in a language: its subject and its HTML, the link and the names left to the outbox. */
export function passwordMail(purpose: Purpose, language: Language): { subject: string; bodyHtml: string } {
  const t = (key: Parameters<typeof accountMailMessages.text>[1]) => accountMailMessages.text(language, key, { days: LINK_VALID_DAYS });
  const lines = purpose === 'invitation' ? [t('invitationIntro'), t('invitationLink'), t('linkWorks')] : [t('resetIntro'), t('resetLink'), t('resetWorks')];
  return { subject: t(purpose === 'invitation' ? 'invitationSubject' : 'resetSubject'), bodyHtml: [t('dear'), ...lines, '<p>{{SchoolName}}</p>'].join('\n') };
}

type Purpose = 'invitation' | 'reset';

interface StaffToMail {
  schoolId: string;
  schoolName: string;
  staffId: string;
  name: string;
  email: string;
  username: string;
  /** Their own language, else their school's (chooseLanguage, decision 0040). */
  language: Language;
}

// A person's account name: the username of their account, or the one the import gave them, or their e-mail address.
const STAFF_TO_MAIL = `select st.school_id::text as "schoolId", sc.name as "schoolName", st.id::text as "staffId",
        concat_ws(' ', st.title, st.forename, st.surname) as name, trim(st.email) as email,
        coalesce((select ua.username from user_accounts ua where ua.school_id = st.school_id and ua.person_id = st.id limit 1),
                 nullif(trim(st.username), ''), trim(st.email)) as username,
        coalesce((select ul.language from user_languages ul where ul.school_id = st.school_id and ul.user_id = st.id), sc.language) as language
   from staff st join schools sc on sc.id = st.school_id
  where st.left_at is null and nullif(trim(st.email), '') is not null`;

/** Writes one password mail per person (one message per school and language) with its link's row; within the caller's transaction. */
async function queuePasswordMails(tx: Queryable, purpose: Purpose, people: readonly StaffToMail[]): Promise<void> {
  const languageOf = (person: StaffToMail) => chooseLanguage(person.language, null);
  for (const group of new Set(people.map((person) => `${person.schoolId} ${languageOf(person)}`))) {
    const staff = people.filter((person) => `${person.schoolId} ${languageOf(person)}` === group);
    const { schoolId } = staff[0];
    const mail = passwordMail(purpose, languageOf(staff[0]));
    const messageId = randomUUID();
    // Sent by the school itself (its id as the sender): no member of staff's Sent list shows it.
    await tx.query(
      `insert into messages (school_id, id, kind, sender_id, sender_name, school_name, subject, body_html)
       values ($1, $2, 'password', $1, $3, $3, $4, $5)`,
      [schoolId, messageId, staff[0].schoolName, mail.subject, mail.bodyHtml],
    );
    const ids = staff.map(() => randomUUID());
    await tx.query(
      `insert into message_recipients (school_id, message_id, id, recipient_id, person_type, name, student_name, email)
       select $1, $2, r.id, r.staff_id, $3, r.name, '', r.email from unnest($4::uuid[], $5::uuid[], $6::text[], $7::text[]) as r(id, staff_id, name, email)`,
      [schoolId, messageId, STAFF_PERSON_TYPE, ids, staff.map((s) => s.staffId), staff.map((s) => s.name), staff.map((s) => s.email)],
    );
    await tx.query(
      `insert into password_links (school_id, id, staff_id, username, purpose, expires_at)
       select $1, r.id, r.staff_id, r.username, $2, now() + make_interval(days => $3) from unnest($4::uuid[], $5::uuid[], $6::text[]) as r(id, staff_id, username)`,
      [schoolId, purpose, LINK_VALID_DAYS, ids, staff.map((s) => s.staffId), staff.map((s) => s.username)],
    );
  }
}

export interface Invitations {
  invited: number;
  /** Staff without a password who have no e-mail address to invite them at, by name. */
  withoutEmail: string[];
}

/**
 * The schools' staff who have no password yet (and have not left), less those with a link still
 * waiting to be used; and those of them who have no e-mail address to invite them at.
 */
async function staffToInvite(q: Queryable, schoolIds: readonly string[]): Promise<{ toMail: StaffToMail[]; withoutEmail: string[] }> {
  const noPassword = `st.school_id = any($1::uuid[])
     and not exists (select 1 from user_accounts ua where ua.school_id = st.school_id and ua.person_id = st.id)`;
  const { rows } = await q.query<StaffToMail>(
    `${STAFF_TO_MAIL} and ${noPassword}
       and not exists (select 1 from password_links pl where pl.school_id = st.school_id and pl.staff_id = st.id and pl.used_at is null and pl.expires_at > now())
     order by st.surname, st.forename`,
    [schoolIds],
  );
  const missing = await q.query<{ name: string }>(
    `select concat_ws(' ', st.forename, st.surname) as name from staff st
      where ${noPassword} and st.left_at is null and nullif(trim(st.email), '') is null order by st.surname, st.forename`,
    [schoolIds],
  );
  return { toMail: rows, withoutEmail: missing.rows.map((row) => row.name) };
}

/** What inviteStaff would send now (the school admin's page says so before it asks). */
export async function countInvitations(q: Queryable, schoolIds: readonly string[]): Promise<Invitations> {
  const { toMail, withoutEmail } = await staffToInvite(q, schoolIds);
  return { invited: toMail.length, withoutEmail };
}

/** Invites the staff staffToInvite finds: running it twice sends nothing new. */
export async function inviteStaff(tx: Queryable, schoolIds: readonly string[]): Promise<Invitations> {
  const { toMail, withoutEmail } = await staffToInvite(tx, schoolIds);
  await queuePasswordMails(tx, 'invitation', toMail);
  return { invited: toMail.length, withoutEmail };
}

/** The invitations as the import prints them. */
export function describeInvitations({ invited, withoutEmail }: Invitations): string {
  const lines = [
    invited === 0
      ? 'Invitations: none to send (all staff have a password or a link still waiting).'
      : `Invitations: ${invited} queued in the outbox, each with a link to set a password that works once, for ${LINK_VALID_DAYS} days (the server sends them; SMTP_URL says where).`,
  ];
  if (withoutEmail.length) lines.push(`  Not invited, as they have no e-mail address: ${withoutEmail.join(', ')}`);
  return lines.join('\n');
}

/** "Forgot password?": a link for the member of staff with that username or e-mail address, if there is one; nothing otherwise. */
export async function sendResetLink(tx: Queryable, name: string): Promise<void> {
  const { rows } = await tx.query<StaffToMail>(
    `select * from (${STAFF_TO_MAIL}) s
      where lower(s.username) = lower($1) or lower(s.email) = lower($1)
         or exists (select 1 from staff x where x.school_id = s."schoolId"::uuid and x.id = s."staffId"::uuid and lower(x.username) = lower($1))
      limit 2`,
    [name.trim()],
  );
  // A name two people share (an e-mail address in two schools) names nobody for sure.
  if (rows.length === 1) await queuePasswordMails(tx, 'reset', rows);
}

/**
 * Called by the worker as it sends a password mail: a new link for that outbox row (escaped for the
 * mail's HTML), of which only the hash is kept. A mail sent again (after a worker died) carries a new
 * link, and the earlier one stops working.
 */
export async function makePasswordLink(q: Queryable, schoolId: string, recipientId: string, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await q.query('update password_links set token_hash = $3 where school_id = $1 and id = $2 and used_at is null returning 1', [
    schoolId,
    recipientId,
    hashToken(token),
  ]);
  if (rows.length === 0) throw new Error('The password link of this mail was used or withdrawn before it was sent.');
  return escapeHtml(`${publicUrl}${SET_PASSWORD_PATH}/${token}`);
}

export interface PasswordLink {
  schoolId: string;
  staffId: string;
  username: string;
  displayName: string;
}

/** The link's account, or why it works no more. */
export async function findPasswordLink(q: Queryable, token: string): Promise<PasswordLink | { refused: string }> {
  const { rows } = await q.query<PasswordLink & { used: boolean; expired: boolean }>(
    `select pl.school_id::text as "schoolId", pl.staff_id::text as "staffId", pl.username,
            concat_ws(' ', st.title, st.forename, st.surname) as "displayName",
            pl.used_at is not null as used, pl.expires_at <= now() as expired
       from password_links pl join staff st on st.school_id = pl.school_id and st.id = pl.staff_id and st.left_at is null
      where pl.token_hash = $1`,
    [hashToken(token)],
  );
  const link = rows[0];
  if (!link) return { refused: PASSWORD_TEXTS.unknownLink };
  if (link.used) return { refused: PASSWORD_TEXTS.usedLink };
  if (link.expired) return { refused: PASSWORD_TEXTS.expiredLink };
  const { used: _used, expired: _expired, ...found } = link;
  return found;
}

/**
 * Sets the password of the link's account (making the account when the person has none) and uses up
 * every link of that person; within the caller's transaction. Answers the username, or a refusal.
 */
export async function setPasswordByLink(tx: Queryable, token: string, passwordHash: string): Promise<{ username: string } | { refused: string }> {
  const link = await findPasswordLink(tx, token);
  if ('refused' in link) return link;
  const account = await tx.query<{ username: string }>('select username from user_accounts where school_id = $1 and person_id = $2 limit 1', [link.schoolId, link.staffId]);
  if (!account.rows[0] && (await tx.query('select 1 from user_accounts where lower(username) = lower($1)', [link.username])).rows.length > 0)
    return { refused: PASSWORD_TEXTS.usernameTaken };
  // Every link of the person is used up; of two submissions of one link at once, the one that finds it taken is refused.
  const taken = await tx.query<{ hash: string }>(
    'update password_links set used_at = now() where school_id = $1 and staff_id = $2 and used_at is null returning token_hash as hash',
    [link.schoolId, link.staffId],
  );
  if (!taken.rows.some((row) => row.hash === hashToken(token))) return { refused: PASSWORD_TEXTS.usedLink };
  if (account.rows[0]) {
    await tx.query('update user_accounts set password_hash = $3 where school_id = $1 and person_id = $2', [link.schoolId, link.staffId, passwordHash]);
    return { username: account.rows[0].username };
  }
  await tx.query('insert into user_accounts (username, password_hash, school_id, person_id, display_name) values ($1, $2, $3, $4, $5)', [
    link.username,
    passwordHash,
    link.schoolId,
    link.staffId,
    link.displayName,
  ]);
  return { username: link.username };
}

// The messaging routes over real HTTP, delivering through the outbox worker to a real SMTP server
// started here (smtp-server; mailparser reads what arrived): recipients of another school, who may
// send, one mail per parent per child with tags and attachment, the homework-set and -marked mails
// and the school's flag, SMTP down then up (each mail exactly once), and the retry of failed ones.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LANGUAGE, MAIL_FAILURE_REASONS, MESSAGES, MESSAGING, pathOf, NOTIFY_REFUSAL_REASONS, NOTIFY_STATUS, SCHEDULED_MAIL_CANCELLED, messageAttachmentTooLarge, WELSH_PART_MESSAGES, type NotifyResult } from '@homework/contracts';
import { ACCESS_REFUSED } from '../../../src/kit';
import { londonDay, type Answer, type HomeworkTestServer } from '../../support/homework-server';
import { countByMessageId, startHomeworkServerWithMail, type MailServer } from '../../support/mail-server';

describe('messaging API', () => {
  let s: HomeworkTestServer;
  let mail: MailServer;

  before(async () => {
    ({ server: s, mail } = await startHomeworkServerWithMail(['teacher', 'teacher2', 'standalone', 'noaccess', 'admin'], { mailMaxAttempts: 100 }));
  });
  after(() => s?.stop());

  async function api<T = any>(user: string, method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Answer<T>> {
    const response = await fetch(`${s.baseUrl}/${path}`, {
      method,
      ...init,
      headers: {
        authorization: `Bearer ${s.tokens[user]}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string>),
      },
      body: body !== undefined ? JSON.stringify(body) : init.body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  const message = (subject = 'Trip on Friday', messageBody = '<p>Please bring a packed lunch.</p>', attachments: unknown[] = []) => ({
    subject,
    messageBody,
    attachments,
  });

  async function upload(user: string, fileName: string, content: Buffer | string) {
    const form = new FormData();
    form.append('file', new Blob([content]), fileName);
    return api(user, 'POST', pathOf(MESSAGING.uploadAttachment), undefined, { body: form });
  }

  const schoolOf = async (user: string) => (await s.school(user)).schoolId;

  /** A parent of the school with at least two children who have an address, the parent having one too. */
  async function parentOfTwo(user: string) {
    const { rows } = await s.db.query<{ id: string; email: string; name: string; children: string[] }>(
      `select p.id::text, p.email, concat_ws(' ', p.forename, p.surname) as name, array_agg(pc.student_id::text order by pc.student_id) as children
         from parents p join parent_children pc on pc.school_id = p.school_id and pc.parent_id = p.id
        where p.school_id = $1 and p.email is not null
        group by p.school_id, p.id having count(*) >= 2 limit 1`,
      [await schoolOf(user)],
    );
    return rows[0];
  }

  const studentName = async (id: string) =>
    (await s.db.query<{ name: string }>(`select concat_ws(' ', display_forename, display_surname) as name from students where id = $1`, [id])).rows[0].name;

  test('a message to a parent of two children: one mail per child, tags replaced, attachment present, nothing shows another recipient', async () => {
    const parent = await parentOfTwo('teacher');
    const file = Buffer.from('%PDF-1.4 the trip letter');
    const uploaded = await upload('teacher', 'Trip letter.pdf', file);
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    assert.equal(uploaded.body.FileName, 'Trip letter.pdf');

    const answer = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Selection: { studentIds: parent.children, sendTo: 'parents' },
      Message: message(
        'About {{StudentName}}',
        '<p>Dear {{RecipientName}}, {{StudentName}} goes on the trip. {{SchoolName}}, {{SenderName}} <script>x()</script></p>',
        [{ FileName: uploaded.body.FileName, BlobReference: uploaded.body.BlobReference }],
      ),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const mine = answer.body.filter((r) => r.recipientId === parent.id);
    assert.deepEqual(mine.map((r) => [r.studentId, r.Status]), parent.children.map((c) => [c, NOTIFY_STATUS.queued]));

    const names = await Promise.all(parent.children.map(studentName));
    const mails = (await Promise.all(names.map((name) => mail.waitFor(1, parent.email, `About ${name}`)))).flat();
    assert.equal(mails.length, parent.children.length, 'one mail per child');
    assert.deepEqual(mails.map((m) => m.subject).sort(), names.map((n) => `About ${n}`).sort());
    for (const m of mails) {
      assert.deepEqual(m.envelopeTo, [parent.email.toLowerCase()], 'one recipient per mail');
      assert.ok(m.html.includes(`Dear ${parent.name},`), m.html);
      assert.ok(m.html.includes('Oakwood Academy'), 'school name tag');
      assert.ok(!m.html.includes('<script'), 'the body is sanitised');
      assert.ok(m.text.includes(`Dear ${parent.name},`), 'a plain-text part');
      assert.equal(m.fromName, 'Oakwood Academy');
      assert.equal(m.from, 'no-reply@homework.test');
      assert.match(m.replyTo, /@oakwood-academy\.example$/, 'Reply-To the teacher');
      assert.match(m.headerLines.get('list-unsubscribe') ?? '', /^List-Unsubscribe:\s+<mailto:no-reply@homework\.test\?subject=Unsubscribe%20/);
      assert.equal(m.attachments.length, 1);
      assert.equal(m.attachments[0].filename, 'Trip letter.pdf');
      assert.deepEqual(m.attachments[0].content, file);
    }
    assert.equal(new Set(mails.map((m) => m.messageId)).size, mails.length, 'a Message-ID per recipient');
  });

  test("another school's recipients are refused, the school's own are queued", async () => {
    const own = (await s.school('teacher')).groups[0].members[0];
    const other = (await s.school('teacher2')).groups[0].members[0];
    const answer = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Recipients: [
        { recipientId: other, personType: 1, studentId: other },
        { recipientId: own, personType: 1, studentId: own },
      ],
      Message: message(),
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body[0].Status, NOTIFY_STATUS.notInSchool);
    assert.equal(answer.body[0].Reason, 'This person is not in your school.');
    const ownAddress = (await s.db.query<{ email: string | null }>('select email from students where id = $1', [own])).rows[0].email;
    assert.equal(answer.body[1].Status, ownAddress ? NOTIFY_STATUS.queued : NOTIFY_STATUS.noAddress);
    const queued = await s.db.query('select 1 from message_recipients where recipient_id = $1', [other]);
    assert.equal(queued.rows.length, 0, 'nothing queued for the other school');
  });

  test("a parent named for a student who is not their child is refused", async () => {
    const parent = await parentOfTwo('teacher');
    const stranger = (await s.db.query<{ id: string }>(
      `select st.id::text from students st where st.school_id = $1 and not exists
         (select 1 from parent_children pc where pc.school_id = st.school_id and pc.parent_id = $2 and pc.student_id = st.id) limit 1`,
      [await schoolOf('teacher'), parent.id],
    )).rows[0].id;
    const answer = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Recipients: [{ recipientId: parent.id, personType: 4, studentId: stranger }],
      Message: message(),
    });
    assert.deepEqual([answer.body[0].Status, answer.body[0].MessageId], [NOTIFY_STATUS.notParentOfStudent, null]);
  });

  test('a partial send names who was missed and why, in its answer and in Sent messages; nothing sent records nothing', async () => {
    const parent = await parentOfTwo('teacher');
    const schoolId = await schoolOf('teacher');
    const stranger = (await s.db.query<{ id: string }>(
      `select st.id::text from students st where st.school_id = $1 and not exists
         (select 1 from parent_children pc where pc.school_id = st.school_id and pc.parent_id = $2 and pc.student_id = st.id) limit 1`,
      [schoolId, parent.id],
    )).rows[0].id;
    const noAddress = (await s.school('teacher')).otherStudents.at(-1)!;
    await s.db.query('update students set email = null where id = $1', [noAddress]);
    const [child] = parent.children;
    const answer = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Recipients: [
        { recipientId: parent.id, personType: 4, studentId: child },
        { recipientId: parent.id, personType: 4, studentId: stranger },
        { recipientId: noAddress, personType: 1, studentId: noAddress },
      ],
      Message: message('Missed ones'),
    });
    assert.equal(answer.status, 200);
    const [reached, notTheirs, unaddressed] = answer.body;
    assert.deepEqual([reached.Status, reached.Name, reached.StudentName], [NOTIFY_STATUS.queued, parent.name, await studentName(child)]);
    assert.deepEqual(
      [notTheirs.Status, notTheirs.Name, notTheirs.StudentName, notTheirs.Reason],
      [NOTIFY_STATUS.notParentOfStudent, parent.name, await studentName(stranger), NOTIFY_REFUSAL_REASONS[NOTIFY_STATUS.notParentOfStudent]],
    );
    assert.deepEqual(
      [unaddressed.Status, unaddressed.Name, unaddressed.Reason],
      [NOTIFY_STATUS.noAddress, await studentName(noAddress), NOTIFY_REFUSAL_REASONS[NOTIFY_STATUS.noAddress]],
    );

    const detail = (await api('teacher', 'GET', pathOf(MESSAGING.sentMessage, { messageId: reached.MessageId! }))).body;
    assert.equal(detail.Refused, 2);
    assert.deepEqual(
      detail.Recipients.filter((r: { State: string }) => r.State === 'refused').map((r: { Name: string; StudentName: string; Reason: string; Email: string | null }) => [r.Name, r.StudentName, r.Reason, r.Email]),
      [
        [parent.name, await studentName(stranger), NOTIFY_REFUSAL_REASONS[NOTIFY_STATUS.notParentOfStudent], null],
        [await studentName(noAddress), await studentName(noAddress), NOTIFY_REFUSAL_REASONS[NOTIFY_STATUS.noAddress], null],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    await mail.waitFor(1, parent.email, 'Missed ones');
    assert.equal((await s.db.query(`select 1 from message_recipients where message_id = $1 and state = 'refused'`, [reached.MessageId])).rows.length, 2, 'the refused are never sent');

    const none = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Recipients: [{ recipientId: noAddress, personType: 1, studentId: noAddress }],
      Message: message('Nobody reached'),
    });
    assert.deepEqual([none.body[0].Status, none.body[0].MessageId], [NOTIFY_STATUS.noAddress, null]);
    assert.equal((await s.db.query(`select 1 from messages where subject = 'Nobody reached'`)).rows.length, 0);
  });

  test('who may send: a standalone-homework teacher and staff without a role are refused (403)', async () => {
    for (const user of ['standalone', 'noaccess']) {
      const answer = await api(user, 'POST', pathOf(MESSAGING.notify), { Selection: { studentIds: [], sendTo: 'parents' }, Message: message() });
      assert.equal(answer.status, 403, user);
      assert.equal(answer.body.message, ACCESS_REFUSED.messages);
      assert.equal((await api(user, 'GET', pathOf(MESSAGING.validAttachmentFileTypes))).status, 403);
    }
  });

  test('validation answers in the spec\'s words', async () => {
    const own = (await s.school('teacher')).groups[0].members[0];
    const recipients = [{ recipientId: own, personType: 1, studentId: own }];
    const cases: [unknown, string][] = [
      [{ Recipients: recipients, Message: message('  ') }, MESSAGES.subjectEmpty],
      [{ Recipients: recipients, Message: message('Hi', '<p><br></p>') }, MESSAGES.messageBodyEmpty],
      [{ Recipients: [], Message: message() }, MESSAGES.noRecipientsSelected],
      [{ Selection: { studentIds: [own], sendTo: 'parents' }, Message: message() }, MESSAGES.pleaseSelectRecipients],
    ];
    // A student with no parents, so that parents-only has nobody to send to.
    const orphan = (await s.db.query<{ id: string }>(
      `select st.id::text from students st where st.school_id = $1 and not exists
         (select 1 from parent_children pc where pc.school_id = st.school_id and pc.student_id = st.id) limit 1`,
      [await schoolOf('teacher')],
    )).rows[0];
    if (orphan) cases[3] = [{ Selection: { studentIds: [orphan.id], sendTo: 'parents' }, Message: message() }, MESSAGES.pleaseSelectRecipients];
    else cases.pop();
    const four = Array.from({ length: 4 }, (_, i) => ({ FileName: `f${i}.pdf`, BlobReference: crypto.randomUUID() }));
    cases.push([{ Recipients: recipients, Message: message('Hi', '<p>x</p>', four) }, MESSAGES.tooManyMessageAttachments]);
    cases.push([
      { Recipients: recipients, Message: message('Hi', '<p>x</p>', [{ FileName: 'gone.pdf', BlobReference: crypto.randomUUID() }]) },
      'Attachment "gone.pdf" was not found. Please upload it again.',
    ]);
    for (const [body, expected] of cases) {
      const answer = await api('teacher', 'POST', pathOf(MESSAGING.notify), body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.message, expected);
    }
  });

  test('attachments: allowed types, an unsupported one, one over 5 MB', async () => {
    const types = await api<string[]>('teacher', 'GET', pathOf(MESSAGING.validAttachmentFileTypes));
    assert.ok(types.body.includes('.pdf'));
    assert.match(types.headers.get('cache-control') ?? '', /max-age=1800/);
    const exe = await upload('teacher', 'run.exe', 'MZ');
    assert.deepEqual([exe.status, exe.body.message], [400, '"run.exe" is not supported']);
    const big = await upload('teacher', 'big.pdf', Buffer.alloc(5_242_880 + 1, 1));
    assert.deepEqual([big.status, big.body.message], [413, messageAttachmentTooLarge('big.pdf')]);
    const exact = await upload('teacher', 'exact.pdf', Buffer.alloc(5_242_880, 1));
    assert.equal(exact.status, 200);
  });

  test('homework created with the flag on mails its students; with it off (Riverside) none', async () => {
    const on = await s.create('teacher');
    const off = await s.create('teacher2');
    const queued = async (homeworkId: string) =>
      (await s.db.query<{ email: string; subject: string }>(
        `select r.email, m.subject from message_recipients r join messages m on m.school_id = r.school_id and m.id = r.message_id
          where m.homework_id = $1 and m.kind = 'homework'`,
        [homeworkId],
      )).rows;
    const onRows = await queued(on.Id);
    assert.ok(onRows.length > 0, 'mail queued for the flag-on school');
    assert.equal(onRows[0].subject, `New homework: ${on.Title}`);
    const [delivered] = await mail.waitFor(1, onRows[0].email, `New homework: ${on.Title}`);
    assert.ok(delivered.html.includes(on.Title));
    assert.deepEqual(await queued(off.Id), [], 'nothing queued for the flag-off school');
    const offMail = await api('teacher2', 'POST', pathOf(MESSAGING.notifyHomework), {
      HomeworkNotification: {
        HomeworkDetail: { Id: off.Id, Title: 't', Description: '', StartDate: londonDay(0), DueDate: londonDay(7), Subject: 's', SetBy: 'x' },
        SchoolName: 'Riverside School',
      },
      RecipientInfo: [],
    });
    assert.deepEqual([offMail.status, offMail.body.message], [403, 'Homework e-mails are turned off for your school.']);
  });

  /** One of the homework's students who has an address. */
  async function studentWithAddress(homeworkId: string) {
    const { rows } = await s.db.query<{ id: string; email: string }>(
      `select st.id::text, st.email from homework_students hs join students st on st.school_id = hs.school_id and st.id = hs.student_id
        where hs.homework_id = $1 and st.email is not null limit 1`,
      [homeworkId],
    );
    return rows[0];
  }

  test("with the school's mail in both languages, the homework-set and homework-marked mails read in Welsh, then English", async () => {
    const both = await api('admin', 'POST', pathOf(LANGUAGE.setSchool), { Language: 'en', MailLanguage: 'both' });
    assert.equal(both.status, 200, JSON.stringify(both.body));
    try {
      const hw = await s.create('teacher');
      const student = await studentWithAddress(hw.Id);
      const [set] = await mail.waitFor(1, student.email, `Gwaith cartref newydd: ${hw.Title} / New homework: ${hw.Title}`);
      const welshFirst = set.html.indexOf('Annwyl ');
      assert.ok(welshFirst >= 0 && welshFirst < set.html.indexOf('Dear '), set.html);
      assert.ok(set.html.includes('<div lang="cy">') && set.html.includes('<div lang="en">'));
      // The merge tags were filled for each part: the student's name after both greetings.
      assert.equal(set.html.match(/(Annwyl|Dear) [^{<]+,/g)?.length, 2, set.html);
      assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw.Id, StudentId: student.id })).status, 200);
      assert.equal((await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: hw.Id, StudentId: student.id, Result: 'B+', Comments: 'Da iawn' })).status, 200);
      const [marked] = await mail.waitFor(1, student.email, `Gwaith cartref wedi’i farcio: ${hw.Title} / Homework marked: ${hw.Title}`);
      assert.ok(marked.html.includes('Gradd: <strong>B+</strong>') && marked.html.includes('Grade: <strong>B+</strong>'), marked.html);
    } finally {
      // The shared seeded school goes back to its defaults.
      assert.equal((await api('admin', 'POST', pathOf(LANGUAGE.setSchool), { Language: 'en', MailLanguage: 'en' })).status, 200);
    }
  });

  /** A student of the teacher's school with an address, as a message's one recipient. */
  async function studentRecipient() {
    const { rows } = await s.db.query<{ id: string; email: string; name: string }>(
      `select id::text, email, concat_ws(' ', display_forename, display_surname) as name from students where school_id = $1 and email is not null limit 1`,
      [await schoolOf('teacher')],
    );
    return { ...rows[0], recipients: [{ recipientId: rows[0].id, personType: 1, studentId: rows[0].id }] };
  }
  const inBoth = (token: string) => ({
    ...message(`Trip ${token} for {{StudentName}}`, '<p>Dear {{RecipientName}}, bring a coat.</p>'),
    subjectCy: `Taith ${token} i {{StudentName}}`,
    messageBodyCy: '<p>Annwyl {{RecipientName}}, dewch â chot.</p>',
  });

  test('a message written in Welsh and English goes in the school’s mail language: both (Welsh first), or English alone', async () => {
    const student = await studentRecipient();
    const both = await api('admin', 'POST', pathOf(LANGUAGE.setSchool), { Language: 'en', MailLanguage: 'both' });
    assert.equal(both.status, 200, JSON.stringify(both.body));
    try {
      const token = crypto.randomUUID().slice(0, 8);
      const sent = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), { Recipients: student.recipients, Message: inBoth(token) });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      const [mailed] = await mail.waitFor(1, student.email, `Taith ${token} i ${student.name} / Trip ${token} for ${student.name}`);
      const welsh = mailed.html.indexOf(`<div lang="cy">\n<p>Annwyl ${student.name}, dewch â chot.</p>\n</div>`);
      const english = mailed.html.indexOf(`<div lang="en">\n<p>Dear ${student.name}, bring a coat.</p>\n</div>`);
      assert.ok(welsh >= 0 && english > welsh, mailed.html);
      assert.equal(mailed.html.match(/<hr>/g)?.length, 1, 'one rule between the parts');
      // The Sent view shows both, its merge tags as the teacher wrote them.
      const detail = (await api('teacher', 'GET', pathOf(MESSAGING.sentMessage, { messageId: sent.body[0].MessageId! }))).body;
      assert.equal(detail.Subject, `Taith ${token} i {{StudentName}} / Trip ${token} for {{StudentName}}`);

      assert.equal((await api('admin', 'POST', pathOf(LANGUAGE.setSchool), { Language: 'en', MailLanguage: 'en' })).status, 200);
      const again = crypto.randomUUID().slice(0, 8);
      assert.equal((await api('teacher', 'POST', pathOf(MESSAGING.notify), { Recipients: student.recipients, Message: inBoth(again) })).status, 200);
      const [english1] = await mail.waitFor(1, student.email, `Trip ${again} for ${student.name}`);
      assert.ok(english1.html.includes(`<p>Dear ${student.name}, bring a coat.</p>`) && !english1.html.includes('Annwyl'), english1.html);
      assert.ok(!english1.html.includes('<div lang'), 'one language: the mail as a message in one language is');
    } finally {
      // The shared seeded school goes back to its defaults.
      assert.equal((await api('admin', 'POST', pathOf(LANGUAGE.setSchool), { Language: 'en', MailLanguage: 'en' })).status, 200);
    }
  });

  test('a Welsh part is checked as the English is: not empty, and no longer than the English may be', async () => {
    const { recipients } = await studentRecipient();
    const cases: [Record<string, unknown>, string][] = [
      [{ subjectCy: '  ' }, WELSH_PART_MESSAGES.subjectEmpty],
      [{ messageBodyCy: '<p><br></p>' }, WELSH_PART_MESSAGES.messageEmpty],
      [{ subjectCy: undefined }, WELSH_PART_MESSAGES.subjectEmpty],
      [{ subjectCy: 'x'.repeat(999) }, 'The subject in Welsh must NOT have more than 998 characters.'],
    ];
    for (const [change, expected] of cases) {
      const answer = await api('teacher', 'POST', pathOf(MESSAGING.notify), { Recipients: recipients, Message: { ...inBoth('checked'), ...change } });
      assert.equal(answer.status, 400, JSON.stringify(change));
      assert.equal(answer.body.message, expected);
    }
  });

  test('an edit that adds a student mails only that student', async () => {
    const fixture = await s.school('teacher');
    const hw = await s.create('teacher');
    const withAddress = await s.db.query<{ id: string }>('select id::text from students where id = any($1::uuid[]) and email is not null limit 1', [fixture.otherStudents]);
    const added = withAddress.rows[0].id;
    const body = { ...(await s.homework('teacher')), Id: hw.Id, Title: hw.Title, Students: [added] };
    const edit = await s.call('teacher', 'POST', '/Edit', body);
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    const { rows } = await s.db.query<{ recipients: string[] }>(
      `select array_agg(r.recipient_id::text) as recipients
         from messages m join message_recipients r on r.school_id = m.school_id and r.message_id = m.id
        where m.homework_id = $1 and m.kind = 'homework' group by m.id, m.created_at order by m.created_at`,
      [hw.Id],
    );
    assert.equal(rows.length, 2, 'one mail-out at create, one at the edit');
    assert.ok(!rows[0].recipients.includes(added));
    assert.deepEqual(rows[1].recipients, [added]);
  });

  test('a mark saved with the flag on sends the homework-marked mail to the student', async () => {
    const hw = await s.create('teacher');
    const student = await studentWithAddress(hw.Id);
    assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw.Id, StudentId: student.id })).status, 200);
    const saved = await s.call('teacher', 'POST', '/SaveHomeworkMark', { HomeworkId: hw.Id, StudentId: student.id, Result: 'B+', Comments: 'Good work\nKeep going' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const [marked] = await mail.waitFor(1, student.email, `Homework marked: ${hw.Title}`);
    assert.ok(marked.html.includes('B+') && marked.text.includes('Good work'), marked.text);
  });

  /** The homework's set-mail recipients: each student's state, when due, and why not sent. */
  async function setMail(homeworkId: string) {
    const { rows } = await s.db.query<{ studentId: string; state: string; due: Date; reason: string | null; sendAt: Date | null }>(
      `select r.student_id::text as "studentId", r.state, r.next_attempt_at as due, r.last_error as reason, m.send_at as "sendAt"
         from messages m join message_recipients r on r.school_id = m.school_id and r.message_id = m.id
        where m.homework_id = $1 and m.kind = 'homework' order by r.student_id, r.state`,
      [homeworkId],
    );
    return rows;
  }

  test('homework available later is mailed on its Available-from day; deleting it first cancels the mail, Undo puts it back', async () => {
    const hw = await s.create('teacher', { startIn: 3, dueIn: 10 });
    const waiting = await setMail(hw.Id);
    assert.ok(waiting.length > 0, 'the set mail is written');
    for (const row of waiting) {
      assert.equal(row.state, 'queued');
      assert.equal(row.due.toISOString(), new Date(hw.StartDate).toISOString(), 'due at the start of the Available-from day');
      assert.equal(row.sendAt?.toISOString(), row.due.toISOString());
    }
    const sent = (await api('teacher', 'GET', pathOf(MESSAGING.sent, {}, { pageSize: 100 }))).body.find((m: { Subject: string }) => m.Subject === `New homework: ${hw.Title}`);
    assert.equal(sent.SendAt, new Date(hw.StartDate).toISOString(), 'Sent messages says when it goes');

    assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.Id}`)).status, 200);
    const cancelled = await setMail(hw.Id);
    assert.deepEqual(new Set(cancelled.map((r) => `${r.state}: ${r.reason}`)), new Set([`cancelled: ${SCHEDULED_MAIL_CANCELLED.homeworkDeleted}`]));
    const detail = (await api('teacher', 'GET', pathOf(MESSAGING.sentMessage, { messageId: sent.Id }))).body;
    assert.equal(detail.Cancelled, waiting.length);
    assert.equal(detail.Recipients[0].Reason, SCHEDULED_MAIL_CANCELLED.homeworkDeleted);

    assert.equal((await s.call('teacher', 'POST', `/RestoreDeletedHomework/${hw.Id}`)).status, 200);
    assert.deepEqual((await setMail(hw.Id)).map((r) => [r.state, r.due.toISOString()]), waiting.map((r) => ['queued', r.due.toISOString()]));
  });

  test('a student taken off before the day loses the set mail; the others get it on the day the edit chose', async () => {
    const fixture = await s.school('teacher');
    const hw = await s.create('teacher', { startIn: 3, dueIn: 10 });
    const before = await setMail(hw.Id);
    assert.ok(before.length >= 2, 'two students or more have an address');
    const [takenOff, ...kept] = before.map((r) => r.studentId);
    const body = { ...(await s.homework('teacher', { startIn: 5, dueIn: 10 })), Id: hw.Id, Title: hw.Title, Groups: [], Students: kept };
    assert.ok(fixture.groups[0].members.includes(takenOff));
    const edit = await s.call('teacher', 'POST', '/Edit', body);
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    const after = await setMail(hw.Id);
    assert.deepEqual(
      after.filter((r) => r.studentId === takenOff).map((r) => [r.state, r.reason]),
      [['cancelled', SCHEDULED_MAIL_CANCELLED.studentRemoved]],
    );
    const others = after.filter((r) => r.studentId !== takenOff);
    assert.deepEqual(others.map((r) => r.studentId), kept, 'one mail each, no more');
    assert.notEqual(edit.body.StartDate, hw.StartDate);
    for (const row of others) assert.deepEqual([row.state, row.due.toISOString()], ['queued', new Date(edit.body.StartDate).toISOString()]);
  });

  test('saving the same grade and comment again sends no second homework-marked mail; a changed grade does', async () => {
    const hw = await s.create('teacher', { Title: `Marked once ${s.tag}` });
    const { rows } = await s.db.query<{ id: string }>(
      `select st.id::text from homework_students hs join students st on st.school_id = hs.school_id and st.id = hs.student_id
        where hs.homework_id = $1 and st.email is not null limit 1`,
      [hw.Id],
    );
    const studentId = rows[0].id;
    const feedbackMails = async () =>
      Number(
        (await s.db.query<{ n: string }>(
          `select count(*) as n from messages m join message_recipients r on r.school_id = m.school_id and r.message_id = m.id
            where m.kind = 'feedback' and r.student_id = $1 and m.subject = $2`,
          [studentId, `Homework marked: ${hw.Title}`],
        )).rows[0].n,
      );
    assert.equal((await s.call('teacher', 'POST', '/HandInHomework', { HomeworkId: hw.Id, StudentId: studentId })).status, 200);
    const mark = { HomeworkId: hw.Id, StudentId: studentId, Result: 'A', Comments: 'Well argued' };
    assert.equal((await s.call('teacher', 'POST', '/SaveHomeworkMark', mark)).status, 200);
    assert.equal((await s.call('teacher', 'POST', '/SaveHomeworkMark', mark)).status, 200);
    assert.equal(await feedbackMails(), 1, 'the same mark saved twice is one mail');
    assert.equal((await s.call('teacher', 'POST', '/SaveHomeworkMark', { ...mark, Result: 'A*' })).status, 200);
    assert.equal(await feedbackMails(), 2, 'a changed grade is told');
  });

  test('SMTP down, then up: every recipient delivered, each exactly once (by Message-ID)', async () => {
    const { groups } = await s.school('teacher');
    const studentIds = groups.slice(0, 3).flatMap((g) => g.members);
    await mail.stop();
    const before = mail.mails.length;
    const answer = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Selection: { studentIds, sendTo: 'both' },
      Message: message('While the mail server was down', '<p>Hello {{RecipientName}}</p>'),
    });
    assert.equal(answer.status, 200);
    const messageId = answer.body.find((r) => r.MessageId)!.MessageId!;
    const expected = (await s.db.query<{ n: number }>('select count(*)::int as n from message_recipients where message_id = $1', [messageId])).rows[0].n;
    // Attempts fail while the server is down, with the reason kept in a teacher's words.
    for (let waited = 0; ; waited += 100) {
      const failedOnce = (await s.db.query<{ n: number }>('select count(*)::int as n from message_recipients where message_id = $1 and attempts > 0 and last_error = $2', [messageId, MAIL_FAILURE_REASONS.unreachable])).rows[0].n;
      if (failedOnce > 0) break;
      assert.ok(waited < 15_000, 'no attempt failed while the server was down');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await mail.start();
    const sentView = async () => (await api('teacher', 'GET', pathOf(MESSAGING.sentMessage, { messageId }))).body;
    for (let waited = 0; (await sentView()).Sent < expected; waited += 200) {
      assert.ok(waited < 30_000, 'not every recipient was delivered');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const arrived = mail.mails.slice(before).filter((m) => m.subject === 'While the mail server was down');
    const counts = countByMessageId(arrived);
    assert.equal(counts.size, expected, 'every recipient delivered');
    assert.deepEqual([...counts.values()].filter((n) => n > 1), [], 'none twice');
  });

  test("a message whose attachment file is gone fails its own mails with the reason, and holds up no other mail", async () => {
    const schoolId = await schoolOf('teacher');
    const own = (await s.db.query<{ id: string; email: string }>(
      `select id::text, email from students where school_id = $1 and email is not null order by id limit 1 offset 3`,
      [schoolId],
    )).rows[0];
    const [uploadId, messageId, rowId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const { teacherId } = await s.school('teacher');
    await s.db.query(
      `insert into message_uploads (school_id, id, uploaded_by_id, file_name, content_type, size, storage_key)
       values ($1, $2, $3, 'gone.pdf', 'application/pdf', 10, $4)`,
      [schoolId, uploadId, teacherId, `messages/${schoolId}/${uploadId}`],
    );
    await s.db.query(
      `insert into messages (school_id, id, kind, sender_id, sender_name, school_name, subject, body_html)
       values ($1, $2, 'message', $3, 'T', 'Oakwood Academy', 'File gone', '<p>x</p>')`,
      [schoolId, messageId, teacherId],
    );
    await s.db.query('insert into message_attachments (school_id, message_id, upload_id, position) values ($1, $2, $3, 1)', [schoolId, messageId, uploadId]);
    await s.db.query(
      `insert into message_recipients (school_id, id, message_id, recipient_id, person_type, student_id, name, student_name, email)
       values ($1, $2, $3, $4, 1, $4, 'S', 'S', $5)`,
      [schoolId, rowId, messageId, own.id, own.email],
    );
    const other = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Recipients: [{ recipientId: own.id, personType: 1, studentId: own.id }],
      Message: message('Sent beside the broken one'),
    });
    assert.equal(other.status, 200);
    await mail.waitFor(1, own.email, 'Sent beside the broken one');
    for (let waited = 0; ; waited += 100) {
      const row = (await s.db.query<{ last_error: string | null }>('select last_error from message_recipients where id = $1', [rowId])).rows[0];
      if (row.last_error) {
        assert.equal(row.last_error, MAIL_FAILURE_REASONS.attachmentUnreadable);
        break;
      }
      assert.ok(waited < 15_000, 'the broken message was never attempted');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(!mail.mails.some((m) => m.subject === 'File gone'), 'sent without its attachment');
  });

  test('a recipient the mail server refuses is failed with its reason; a retry delivers it', async () => {
    const own = (await s.db.query<{ id: string; email: string }>(
      `select id::text, email from students where school_id = $1 and email is not null order by id desc limit 1`,
      [await schoolOf('teacher')],
    )).rows[0];
    mail.refuse.add(own.email.toLowerCase());
    const answer = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Recipients: [{ recipientId: own.id, personType: 1, studentId: own.id }],
      Message: message('Refused at first'),
    });
    const messageId = answer.body[0].MessageId!;
    let detail: any;
    for (let waited = 0; ; waited += 100) {
      detail = (await api('teacher', 'GET', pathOf(MESSAGING.sentMessage, { messageId }))).body;
      if (detail.Failed === 1) break;
      assert.ok(waited < 15_000, JSON.stringify(detail));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(detail.Recipients[0].State, 'failed');
    assert.equal(detail.Recipients[0].Reason, MAIL_FAILURE_REASONS.noMailbox, "the 550 answer, in a teacher's words");
    const list = (await api('teacher', 'GET', pathOf(MESSAGING.sent))).body;
    assert.deepEqual(
      list.find((m: { Id: string }) => m.Id === messageId),
      { ...list.find((m: { Id: string }) => m.Id === messageId), Queued: 0, Sent: 0, Failed: 1 },
    );
    assert.equal((await api('teacher2', 'GET', pathOf(MESSAGING.sentMessage, { messageId }))).status, 404, "another school's teacher does not see it");
    assert.equal((await api('teacher2', 'POST', pathOf(MESSAGING.retryFailed, { messageId }))).status, 404);

    mail.refuse.clear();
    const retry = await api('teacher', 'POST', pathOf(MESSAGING.retryFailed, { messageId }));
    assert.deepEqual(retry.body, { Requeued: 1 });
    await mail.waitFor(1, own.email, 'Refused at first');
  });

  test("the Sent list pages the sender's messages newest first, each counted by its own recipients", async () => {
    const students = (await s.db.query<{ id: string }>(
      `select id::text from students where school_id = $1 and email is not null order by id limit 3`,
      [await schoolOf('teacher')],
    )).rows;
    const sent: string[] = [];
    for (const count of [1, 2, 3]) {
      const answer = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
        Recipients: students.slice(0, count).map(({ id }) => ({ recipientId: id, personType: 1, studentId: id })),
        Message: message(`Paged ${count}`),
      });
      sent.push(answer.body[0].MessageId!);
    }
    const page = async (number: number) =>
      (await api<{ Id: string; Queued: number; Sent: number; Failed: number }[]>('teacher', 'GET', `${pathOf(MESSAGING.sent)}?page=${number}&pageSize=2`)).body;
    const recipients = (m: { Queued: number; Sent: number; Failed: number }) => m.Queued + m.Sent + m.Failed;
    const first = await page(1);
    assert.deepEqual(first.map((m) => m.Id), [sent[2], sent[1]]);
    assert.deepEqual(first.map(recipients), [3, 2]);
    const second = await page(2);
    assert.equal(second[0].Id, sent[0]);
    assert.equal(recipients(second[0]), 1);
  });

  test('the Sent list shows one kind when asked: the teacher\'s messages apart from homework-set and -marked mails', async () => {
    await s.create('teacher');
    const mine = await api<NotifyResult[]>('teacher', 'POST', pathOf(MESSAGING.notify), {
      Selection: { studentIds: (await s.school('teacher')).groups[0].members.slice(0, 1), sendTo: 'students' },
      Message: message('Only mine'),
    });
    const kinds = async (kind: 'message' | 'homework' | null) =>
      new Set(
        (await api<{ Kind: string }[]>('teacher', 'GET', pathOf(MESSAGING.sent, {}, { page: 1, pageSize: 100, kind }))).body.map((m) => m.Kind),
      );
    assert.deepEqual(await kinds('message'), new Set(['message']));
    assert.deepEqual(await kinds('homework'), new Set(['homework']));
    assert.ok((await kinds(null)).size >= 2, 'all kinds without a filter');
    const [newest] = (await api<{ Id: string }[]>('teacher', 'GET', pathOf(MESSAGING.sent, {}, { page: 1, pageSize: 1, kind: 'message' }))).body;
    assert.equal(newest.Id, mine.body[0].MessageId);
    const bad = await api('teacher', 'GET', `${pathOf(MESSAGING.sent)}?kind=spam`);
    assert.equal(bad.status, 400);
  });
});

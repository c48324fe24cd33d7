// The homework service over real HTTP: create, edit, read, delete, students, subjects; every §5
// message; access (403), tenant isolation (404), the 409 on a stale edit, sanitised descriptions,
// recipients and what happens to a student taken off a homework.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { HOMEWORK_SOURCE, STALE_EDIT_MESSAGE, VALIDATION_MESSAGES as V, isStaleEditRefusal } from '@homework/contracts';
import { londonDay, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/homework/homework-api.test.ts', () => {
  let s: HomeworkTestServer;

  before(async () => {
    s = await startHomeworkServer();
  });
  after(async () => {
    await s?.stop();
  });

  const titleExists = async (title: string) =>
    (await s.db.query('select 1 from homework where title = $1', [title])).rows.length > 0;

  describe('reference calls', () => {
    test('Subjects answers the caller’s school only', async () => {
      const a = await s.call('teacher', 'GET', '/Subjects');
      const b = await s.call('teacher2', 'GET', '/Subjects');
      assert.equal(a.status, 200);
      assert.ok(a.body.length > 5);
      for (const subject of a.body) assert.deepEqual(Object.keys(subject).sort(), ['Code', 'Name', 'SubjectId']);
      const ids = new Set(a.body.map((x: any) => x.SubjectId));
      assert.ok(b.body.every((x: any) => !ids.has(x.SubjectId)));
    });

    test('GetValidAttachmentFileTypes lists extensions, never script or page types', async () => {
      const answer = await s.call('teacher', 'GET', '/GetValidAttachmentFileTypes');
      assert.equal(answer.status, 200);
      for (const type of ['.pdf', '.docx', '.png', '.mp3']) assert.ok(answer.body.includes(type), type);
      for (const type of ['.exe', '.html', '.htm', '.svg', '.js']) assert.ok(!answer.body.includes(type), type);
    });

    test('no token is 401', async () => {
      const answer = await s.call('nobody', 'GET', '/Subjects');
      assert.equal(answer.status, 401);
    });
  });

  describe('Create', () => {
    test('saves the homework; creator from the token, source fixed, dates at the start of the London day', async () => {
      const school = await s.school('teacher');
      const admin = await s.school('admin');
      const group = school.groups[0];
      const extra = school.otherStudents[0];
      const body = await s.homework('teacher', {
        Title: `  ${s.tag} Created  `,
        Groups: [group.id],
        Students: [extra],
        // 00:30 on 1 July in London (BST) is still 30 June in UTC.
        StartDate: '2025-06-30T23:30:00.000Z',
        DueDate: '2025-07-08',
        CreatedById: admin.teacherId,
        CreatedBy: 'Someone Else',
        Source: 'elsewhere' as never,
      });
      const answer = await s.call('teacher', 'POST', '/Create', body);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const hw = answer.body;
      assert.equal(hw.Title, `${s.tag} Created`);
      assert.equal(hw.CreatedById, school.teacherId);
      assert.equal(hw.SetById, school.teacherId);
      assert.match(hw.CreatedBy, /^(Mr|Mrs|Ms|Miss|Dr) [A-Z]\. \S+/);
      assert.equal(hw.SetBy, hw.CreatedBy);
      assert.equal(hw.Source, HOMEWORK_SOURCE);
      assert.equal(hw.StartDate, '2025-06-30T23:00:00.000Z'); // midnight BST
      assert.equal(hw.DueDate, '2025-07-07T23:00:00.000Z');
      assert.deepEqual(hw.Groups, [group.id]);
      assert.equal(hw.GroupId, group.id);
      assert.deepEqual(hw.Students, [extra]);
      assert.deepEqual([...hw.StudentsFromGroups].sort(), [...group.members].sort());
      assert.equal(hw.TotalStudents, group.members.length + 1);
      assert.equal(hw.StudentCount, 1);
      assert.equal(hw.SubmissionCount, 0);
      assert.equal(hw.GroupMembershipChanged, false);
      assert.equal(hw.Version, 1);
      assert.equal(hw.AllowStudentAttachments, true);

      const read = await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`);
      assert.equal(read.status, 200);
      assert.deepEqual(read.body, hw);
    });

    test('winter dates are GMT midnight', async () => {
      const hw = await s.create('teacher', { StartDate: '2026-01-15T23:30:00Z', DueDate: '2026-01-20' });
      assert.equal(hw.StartDate, '2026-01-15T00:00:00.000Z');
      assert.equal(hw.DueDate, '2026-01-20T00:00:00.000Z');
    });

    test('another teacher may be Set by; a non-teacher may not', async () => {
      const admin = await s.school('admin');
      const hw = await s.create('teacher', { SetById: admin.teacherId });
      assert.equal(hw.SetById, admin.teacherId);
      const noaccess = await s.school('noaccess');
      const answer = await s.call('teacher', 'POST', '/Create', await s.homework('teacher', { SetById: noaccess.teacherId }));
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body.errors, [{ field: 'SetById', message: 'Set by must be a teacher of the school.' }]);
    });
  });

  describe('validation (01 §5): 400 with each failing field, nothing written', () => {
    const expectErrors = async (overrides: Record<string, unknown>, errors: { field: string; message: string }[]) => {
      const title = `${s.tag} invalid ${randomUUID()}`;
      const body = { ...(await s.homework('teacher', { Title: title })), ...overrides };
      const answer = await s.call('teacher', 'POST', '/Create', body);
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.deepEqual(answer.body.errors, errors);
      assert.equal(answer.body.message, errors.map((e) => e.message).join(' '));
      assert.equal(await titleExists(typeof body.Title === 'string' ? body.Title.trim() : title), false);
    };

    test('an empty body fails every required field, in the form’s order', async () => {
      const answer = await s.call('teacher', 'POST', '/Create', {});
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body.errors, [
        { field: 'Title', message: V.titleRequired },
        { field: 'SubjectId', message: V.subjectRequired },
        { field: 'SetById', message: V.setByRequired },
        { field: 'AssignedTo', message: V.assignedToRequired },
        { field: 'StartDate', message: V.startDateInvalid },
        { field: 'DueDate', message: V.dueDateInvalid },
        { field: 'Description', message: V.descriptionRequired },
      ]);
    });

    test('the messages are the spec’s', () => {
      assert.equal(V.titleRequired, 'Title is required.');
      assert.equal(V.titleTooLong, 'Title must be less than or equal to 100 characters.');
      assert.equal(V.subjectRequired, 'Subject is required.');
      assert.equal(V.setByRequired, 'Set by is required.');
      assert.equal(V.descriptionRequired, 'Description is required.');
      assert.equal(V.descriptionTooLong, 'Description must be less than or equal to 1000 characters.');
      assert.equal(V.assignedToRequired, 'Assigned to is required.');
      assert.equal(V.startDateInvalid, 'Available from must be a valid date.');
      assert.equal(V.dueDateInvalid, 'Due date must be a valid date.');
      assert.equal(V.dueDateBeforeStart, 'Due date must be after Available from.');
    });

    test('title: blank after trimming, and over 100 characters', async () => {
      await expectErrors({ Title: '    ' }, [{ field: 'Title', message: V.titleRequired }]);
      await expectErrors({ Title: `${s.tag}`.padEnd(101, 'x') }, [{ field: 'Title', message: V.titleTooLong }]);
    });

    test('title of exactly 100 characters after trimming is saved', async () => {
      const title = `${s.tag} `.padEnd(100, 'y');
      const hw = await s.create('teacher', { Title: `   ${title}   ` });
      assert.equal(hw.Title, title);
    });

    test('subject, set by: missing, or not the school’s', async () => {
      const other = await s.school('teacher2');
      await expectErrors({ SubjectId: '', SetById: null }, [
        { field: 'SubjectId', message: V.subjectRequired },
        { field: 'SetById', message: V.setByRequired },
      ]);
      await expectErrors({ SubjectId: other.subjects[0].id, SetById: other.teacherId }, [
        { field: 'SubjectId', message: 'Subject was not found.' },
        { field: 'SetById', message: 'Set by must be a teacher of the school.' },
      ]);
      await expectErrors({ SubjectId: 'not-an-id' }, [{ field: 'SubjectId', message: 'Subject was not found.' }]);
    });

    test('assigned to: no group and no student, or another school’s', async () => {
      const other = await s.school('teacher2');
      await expectErrors({ Groups: [], Students: [] }, [{ field: 'AssignedTo', message: V.assignedToRequired }]);
      await expectErrors({ Groups: [other.groups[0].id] }, [{ field: 'AssignedTo', message: 'Assigned to names a group that was not found.' }]);
      await expectErrors({ Groups: [], Students: [other.otherStudents[0]] }, [
        { field: 'AssignedTo', message: 'Assigned to names a student who was not found.' },
      ]);
    });

    test('description: empty editor, over 1000 characters of text', async () => {
      await expectErrors({ Description: '<p><br></p>' }, [{ field: 'Description', message: V.descriptionRequired }]);
      await expectErrors({ Description: '   ' }, [{ field: 'Description', message: V.descriptionRequired }]);
      // Only a script: nothing is left once sanitised.
      await expectErrors({ Description: '<script>alert(1)</script>' }, [{ field: 'Description', message: V.descriptionRequired }]);
      await expectErrors({ Description: `<p>${'a'.repeat(1001)}</p>` }, [{ field: 'Description', message: V.descriptionTooLong }]);
    });

    test('description: 1000 characters of text with formatting is saved', async () => {
      const hw = await s.create('teacher', { Description: `<p><strong>${'a'.repeat(500)}</strong><em>${'b'.repeat(500)}</em></p>` });
      assert.ok(hw.Description.includes('<strong>'));
    });

    test('dates: not dates, impossible dates, due not after available from', async () => {
      await expectErrors({ StartDate: 'tomorrow', DueDate: '' }, [
        { field: 'StartDate', message: V.startDateInvalid },
        { field: 'DueDate', message: V.dueDateInvalid },
      ]);
      await expectErrors({ StartDate: '2026-02-30', DueDate: null }, [
        { field: 'StartDate', message: V.startDateInvalid },
        { field: 'DueDate', message: V.dueDateInvalid },
      ]);
      await expectErrors({ StartDate: londonDay(3), DueDate: londonDay(3) }, [{ field: 'DueDate', message: V.dueDateBeforeStart }]);
      await expectErrors({ StartDate: londonDay(3), DueDate: londonDay(1) }, [{ field: 'DueDate', message: V.dueDateBeforeStart }]);
      // Same London day, different instants: still not after.
      await expectErrors({ StartDate: '2026-03-10T08:00:00Z', DueDate: '2026-03-10T20:00:00Z' }, [
        { field: 'DueDate', message: V.dueDateBeforeStart },
      ]);
    });

    test('attachments: description over 128 characters, or an upload that does not exist', async () => {
      await expectErrors({ Attachments: [{ Id: randomUUID(), Title: 'a', Description: 'd'.repeat(129), FileName: 'a.pdf', FileSize: 1 }] }, [
        { field: 'Attachments', message: 'Attachment description must be less than or equal to 128 characters.' },
      ]);
      await expectErrors({ Attachments: [{ Id: randomUUID(), Title: 'a', Description: '', FileName: 'gone.pdf', FileSize: 1 }] }, [
        { field: 'Attachments', message: 'Attachment "gone.pdf" was not found. Please upload it again.' },
      ]);
    });
  });

  describe('the description is sanitised on the server', () => {
    test('a pasted image with an onerror handler, scripts and script links are dropped; formatting stays', async () => {
      const hw = await s.create('teacher', {
        Description:
          '<h2>Task</h2><p>Hello <img src=x onerror=alert(1)><script>alert(2)</script>' +
          '<a href="javascript:alert(3)" onclick="steal()">bad link</a> <a href="https://example.org/page">good link</a>' +
          ' <strong>bold</strong> <em>it</em> <u>u</u></p><ol><li data-list="bullet">one</li></ol>' +
          '<blockquote>q</blockquote><pre>code</pre><p style="color:red" onmouseover="x()">styled</p><iframe src="https://evil"></iframe>',
      });
      const stored = (await s.db.query<{ description: string }>('select description from homework where id = $1', [hw.Id])).rows[0].description;
      for (const bad of ['onerror', '<img', '<script', 'alert(2)', 'javascript:', 'onclick', 'onmouseover', 'style=', '<iframe'])
        assert.ok(!stored.toLowerCase().includes(bad), `${bad} in ${stored}`);
      for (const good of ['<h2>Task</h2>', '<strong>bold</strong>', '<em>it</em>', '<u>u</u>', '<li data-list="bullet">one</li>', '<blockquote>q</blockquote>', '<pre>code</pre>'])
        assert.ok(stored.includes(good), `${good} missing from ${stored}`);
      assert.match(stored, /<a href="https:\/\/example\.org\/page" target="_blank" rel="noopener noreferrer">good link<\/a>/);
      assert.equal(hw.Description, stored);
    });
  });

  describe('Edit', () => {
    test('saves changes and bumps the version; a stale version is 409 and changes nothing', async () => {
      const hw = await s.create('teacher');
      const first = await s.call('teacher', 'POST', '/Edit', { ...hw, Title: `${s.tag} First edit`, Version: hw.Version });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.Title, `${s.tag} First edit`);
      assert.equal(first.body.Version, hw.Version + 1);

      // A second editor who opened the homework before the first save.
      const stale = await s.call('admin', 'POST', '/Edit', { ...hw, Title: `${s.tag} Stale edit`, Version: hw.Version });
      assert.equal(stale.status, 409);
      assert.equal(stale.body.message, STALE_EDIT_MESSAGE);
      assert.ok(isStaleEditRefusal(stale.body), JSON.stringify(stale.body));
      const now = await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`);
      assert.equal(now.body.Title, `${s.tag} First edit`);
      assert.equal(now.body.Version, hw.Version + 1);
    });

    test('a spec-shaped body (the create body plus Id, no Version, no If-Match) saves', async () => {
      const hw = await s.create('teacher');
      const { Version: _omit, ...body } = hw;
      const answer = await s.call('teacher', 'POST', '/Edit', { ...body, Title: `${s.tag} Spec-shaped edit` });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.Title, `${s.tag} Spec-shaped edit`);
      assert.equal(answer.body.Version, hw.Version + 1);
    });

    test('GetHomework answers an ETag; Edit honours If-Match: the current one saves, a stale one is 412 and changes nothing', async () => {
      const hw = await s.create('teacher');
      const read = await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`);
      const etag = read.headers.get('etag');
      assert.equal(etag, `"${hw.Version}"`);
      const { Version: _omit, ...body } = read.body;
      const first = await s.call('teacher', 'POST', '/Edit', { ...body, Title: `${s.tag} Matched` }, { 'if-match': etag! });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`)).headers.get('etag'), `"${hw.Version + 1}"`);

      const stale = await s.call('admin', 'POST', '/Edit', { ...body, Title: `${s.tag} Stale` }, { 'if-match': etag! });
      assert.equal(stale.status, 412);
      assert.equal(stale.body.message, STALE_EDIT_MESSAGE);
      assert.ok(isStaleEditRefusal(stale.body), JSON.stringify(stale.body));
      assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`)).body.Title, `${s.tag} Matched`);

      // Our own client sends both: the stale Version answers 409, as it always has.
      const both = await s.call('admin', 'POST', '/Edit', { ...body, Title: `${s.tag} Both`, Version: hw.Version }, { 'if-match': etag! });
      assert.equal(both.status, 409);

      const any = await s.call('admin', 'POST', '/Edit', { ...body, Title: `${s.tag} Any` }, { 'if-match': '*' });
      assert.equal(any.status, 200, JSON.stringify(any.body));
    });

    test('If-Match on another school’s homework is still 404', async () => {
      const hw = await s.create('teacher');
      const answer = await s.call('teacher2', 'POST', '/Edit', { ...(await s.homework('teacher2')), Id: hw.Id }, { 'if-match': `"${hw.Version}"` });
      assert.equal(answer.status, 404);
    });

    test('the creator stays who created it, whoever edits', async () => {
      const hw = await s.create('teacher');
      const admin = await s.school('admin');
      const edited = await s.call('admin', 'POST', '/Edit', { ...hw, CreatedById: admin.teacherId, Version: hw.Version });
      assert.equal(edited.status, 200);
      assert.equal(edited.body.CreatedById, hw.CreatedById);
    });

    test('validation applies to edits too', async () => {
      const hw = await s.create('teacher');
      const answer = await s.call('teacher', 'POST', '/Edit', { ...hw, Title: '', Groups: [], Students: [] });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body.errors, [
        { field: 'Title', message: V.titleRequired },
        { field: 'AssignedTo', message: V.assignedToRequired },
      ]);
    });

    test('an unknown homework is 404', async () => {
      const body = { ...(await s.homework('teacher')), Id: randomUUID(), Version: 1 };
      assert.equal((await s.call('teacher', 'POST', '/Edit', body)).status, 404);
      assert.equal((await s.call('teacher', 'POST', '/Edit', { ...body, Id: 'nope' })).status, 404);
    });
  });

  describe('recipients and hand-in records', () => {
    test('a student taken off keeps a hand-in (hidden), comes back with it; one with nothing recorded is deleted', async () => {
      const school = await s.school('teacher');
      const [g1, g2] = school.groups;
      const onlyInG1 = g1.members.filter((m) => !g2.members.includes(m));
      assert.ok(onlyInG1.length >= 2, 'fixture needs two students only in the first group');
      const [markedMember, untouchedMember] = onlyInG1;
      const individual = school.otherStudents.find((x) => !g2.members.includes(x))!;
      const hw = await s.create('teacher', { Groups: [g1.id], Students: [individual] });
      assert.equal(hw.TotalStudents, g1.members.length + 1);

      // The marking view records a hand-in with a mark for two students.
      await s.db.query(
        `update homework_students set handed_in_date = now(), result = 'A', comments = 'Well done', status = 3
        where homework_id = $1 and student_id = any($2::uuid[])`,
        [hw.Id, [markedMember, individual]],
      );
      let students = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw.Id}`)).body.Students;
      assert.equal(students.length, g1.members.length + 1);
      const marked = students.find((x: any) => x.StudentId === individual);
      assert.equal(marked.Result, 'A');
      assert.equal(marked.Comments, 'Well done');
      assert.equal(marked.Status, 3);
      assert.ok(marked.HandedInDate);

      // Taken off: group 1 and the individual student replaced by group 2.
      const moved = await s.call('teacher', 'POST', '/Edit', { ...hw, Groups: [g2.id], Students: [], Version: hw.Version });
      assert.equal(moved.status, 200);
      assert.equal(moved.body.TotalStudents, g2.members.length);
      assert.equal(moved.body.SubmissionCount, 0);
      students = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw.Id}`)).body.Students;
      assert.deepEqual(students.map((x: any) => x.StudentId).sort(), [...g2.members].sort());
      const rows = async (id: string) =>
        (await s.db.query<{ removed_at: Date | null; result: string | null }>('select removed_at, result from homework_students where homework_id = $1 and student_id = $2', [hw.Id, id])).rows;
      assert.equal((await rows(markedMember))[0].result, 'A');
      assert.ok((await rows(markedMember))[0].removed_at);
      assert.equal((await rows(untouchedMember)).length, 0);

      // Put back: the hand-in, mark and comment are there again.
      const back = await s.call('teacher', 'POST', '/Edit', { ...moved.body, Students: [individual], Version: moved.body.Version });
      assert.equal(back.status, 200);
      assert.equal(back.body.SubmissionCount, 1);
      students = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw.Id}`)).body.Students;
      const restored = students.find((x: any) => x.StudentId === individual);
      assert.equal(restored.Result, 'A');
      assert.equal(restored.Comments, 'Well done');
    });

    test('a student who has left may stay on a homework they were set, but is not set new homework', async () => {
      const school = await s.school('teacher');
      const leaver = school.otherStudents[5];
      const hw = await s.create('teacher', { Students: [leaver] });
      await s.db.query('update students set is_active = false where id = $1', [leaver]);
      try {
        const edited = await s.call('teacher', 'POST', '/Edit', { ...hw, Title: `${s.tag} after leaving`, Version: hw.Version });
        assert.equal(edited.status, 200, JSON.stringify(edited.body));
        assert.deepEqual(edited.body.Students, [leaver]);
        const fresh = await s.call('teacher', 'POST', '/Create', await s.homework('teacher', { Students: [leaver] }));
        assert.equal(fresh.status, 400);
        assert.deepEqual(fresh.body.errors, [{ field: 'AssignedTo', message: 'Assigned to names a student who was not found.' }]);
      } finally {
        await s.db.query('update students set is_active = true where id = $1', [leaver]);
      }
    });

    test('GetHomework tells when group membership changed since the last save; saving takes the new members', async () => {
      const school = await s.school('teacher');
      const groupId = randomUUID();
      const [member1, member2, newcomer] = school.otherStudents;
      await s.db.query(`insert into groups (school_id, id, kind, name) values ($1, $2, 'userDefined', $3)`, [school.schoolId, groupId, `${s.tag} club`]);
      try {
        await s.db.query('insert into group_members (school_id, group_id, student_id) values ($1, $2, $3), ($1, $2, $4)', [
          school.schoolId, groupId, member1, member2,
        ]);
        const hw = await s.create('teacher', { Groups: [groupId] });
        assert.equal(hw.GroupMembershipChanged, false);
        assert.equal(hw.TotalStudents, 2);

        await s.db.query('insert into group_members (school_id, group_id, student_id) values ($1, $2, $3)', [school.schoolId, groupId, newcomer]);
        let read = (await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`)).body;
        assert.equal(read.GroupMembershipChanged, true);
        assert.deepEqual([...read.StudentsFromGroups].sort(), [member1, member2, newcomer].sort());
        assert.equal(read.TotalStudents, 2); // until saved

        const saved = await s.call('teacher', 'POST', '/Edit', { ...read, Version: read.Version });
        assert.equal(saved.body.GroupMembershipChanged, false);
        assert.equal(saved.body.TotalStudents, 3);

        await s.db.query('delete from group_members where group_id = $1 and student_id = $2', [groupId, member1]);
        read = (await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`)).body;
        assert.equal(read.GroupMembershipChanged, true);
        assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.Id}`)).status, 200);
      } finally {
        await s.db.query('delete from homework_groups where group_id = $1', [groupId]);
        await s.db.query('delete from group_members where group_id = $1', [groupId]);
        await s.db.query('delete from groups where id = $1', [groupId]);
      }
    });
  });

  describe('Delete', () => {
    test('removes the homework with its groups and hand-in records', async () => {
      const hw = await s.create('teacher');
      const answer = await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.Id}`);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { Id: hw.Id });
      assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`)).status, 404);
      assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.Id}`)).status, 404);
      for (const table of ['homework_students', 'homework_groups'])
        assert.equal((await s.db.query(`select 1 from ${table} where homework_id = $1`, [hw.Id])).rows.length, 0, table);
    });
  });

  describe('access', () => {
    test('noaccess (no qualifying role) gets 403 on every call, and nothing is written', async () => {
      const hw = await s.create('teacher');
      const title = `${s.tag} by noaccess`;
      const body = await s.homework('teacher', { Title: title });
      const calls: [string, string, unknown?][] = [
        ['POST', '/Create', body],
        ['POST', '/Edit', { ...hw, Title: title, Version: hw.Version }],
        ['DELETE', `/DeleteHomework/${hw.Id}`],
        ['POST', '/GetHomeworkList', {}],
        ['GET', `/GetHomework/${hw.Id}`],
        ['GET', `/GetHomeworkStudents/${hw.Id}`],
        ['GET', '/Subjects'],
        ['GET', '/GetValidAttachmentFileTypes'],
      ];
      for (const [method, route, payload] of calls) {
        const answer = await s.call('noaccess', method, route, payload);
        assert.equal(answer.status, 403, `${method} ${route}`);
      }
      assert.equal(await titleExists(title), false);
      assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`)).body.Title, hw.Title);
    });

    test('another school’s homework is 404 for read, edit and delete, and never listed', async () => {
      const hw = await s.create('teacher', { Title: `${s.tag} Oakwood only` });
      const theirs = await s.homework('teacher2');
      assert.equal((await s.call('teacher2', 'GET', `/GetHomework/${hw.Id}`)).status, 404);
      assert.equal((await s.call('teacher2', 'GET', `/GetHomeworkStudents/${hw.Id}`)).status, 404);
      assert.equal((await s.call('teacher2', 'POST', '/Edit', { ...theirs, Id: hw.Id, Version: hw.Version })).status, 404);
      assert.equal((await s.call('teacher2', 'DELETE', `/DeleteHomework/${hw.Id}`)).status, 404);
      const list = await s.call('teacher2', 'POST', '/GetHomeworkList', { State: 'all', SearchQuery: s.tag, PageSize: 100 });
      assert.equal(list.status, 200);
      assert.equal(list.body.TotalItems, 0);
      const still = await s.call('teacher', 'GET', `/GetHomework/${hw.Id}`);
      assert.equal(still.status, 200);
      assert.equal(still.body.Title, `${s.tag} Oakwood only`);
    });
  });
});

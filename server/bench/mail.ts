// What the mail benches share (bench:messaging, bench:cluster): an SMTP server on loopback counting
// what arrives by Message-ID, and parents to send a 2,000-recipient message to.
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db';

/** An SMTP server that keeps only each mail's Message-ID (reading the headers, not parsing the mail). */
export class Sink {
  readonly ids: string[] = [];
  private server: SMTPServer | undefined;
  constructor(readonly port: number) {}

  start(): Promise<void> {
    return new Promise((resolve) => {
      this.server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        closeTimeout: 100,
        logger: false,
        size: 50 * 1024 * 1024,
        onData: (stream, _session, callback) => {
          let head = '';
          stream.on('data', (chunk: Buffer) => {
            if (head.length < 8192) head += chunk.toString('latin1');
          });
          stream.on('end', () => {
            const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? 'none';
            this.ids.push(id);
            callback();
          });
        },
      });
      this.server.on('error', () => undefined);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Arrivals counted by Message-ID among `wanted`: how many arrived, and how many came more than once. */
  count(wanted: Set<string>): { delivered: number; duplicates: number; copies: number } {
    const counts = new Map<string, number>();
    for (const id of this.ids) if (wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    const extra = [...counts.values()].filter((n) => n > 1);
    return { delivered: counts.size, duplicates: extra.length, copies: extra.reduce((sum, n) => sum + n - 1, 0) };
  }
}

/** `count` parents of Oakwood's students (one child each, an address each), made once per database. */
export async function benchParents(
  db: Database,
  count: number,
): Promise<{ schoolId: string; recipients: { recipientId: string; personType: 4; studentId: string }[] }> {
  const school = (await db.query<{ school_id: string }>("select school_id from user_accounts where username = 'teacher'")).rows[0].school_id;
  await db.query(
    `insert into parents (school_id, id, title, forename, surname, email)
     select $1, md5('bench-parent-' || n)::uuid, null, 'Bench', 'Parent ' || n, 'bench.parent' || n || '@bench.example'
       from generate_series(1, $2::int) n
     on conflict do nothing`,
    [school, count],
  );
  await db.query(
    `insert into parent_children (school_id, parent_id, student_id)
     select $1, md5('bench-parent-' || n)::uuid,
            (select id from students where school_id = $1 order by id offset ((n - 1) % (select count(*) from students where school_id = $1)) limit 1)
       from generate_series(1, $2::int) n
     on conflict do nothing`,
    [school, count],
  );
  const { rows } = await db.query<{ parent_id: string; student_id: string }>(
    `select pc.parent_id::text, pc.student_id::text from parent_children pc
      where pc.school_id = $1 and pc.parent_id = any(select md5('bench-parent-' || n)::uuid from generate_series(1, $2::int) n)`,
    [school, count],
  );
  return { schoolId: school, recipients: rows.map((r) => ({ recipientId: r.parent_id, personType: 4, studentId: r.student_id })) };
}

// The groups service's SQL, each query scoped by the caller's school.
import type { Group, GroupKind, GroupMembers } from '@homework/contracts';
import type { Queryable } from '../../db';

export async function findGroups(db: Queryable, schoolId: string, kind: GroupKind): Promise<Group[]> {
  const { rows } = await db.query<Group>(
    'select id as "Id", name as "Name" from groups where school_id = $1 and kind = $2 order by position, name, id',
    [schoolId, kind],
  );
  return rows;
}

/**
 * The current students of each group of the school among `groupIds` (only pre-admission groups when
 * asked), in the order asked; ids that are not such groups of this school are left out.
 */
export async function findGroupMembers(db: Queryable, schoolId: string, groupIds: string[], preAdmissionOnly = false): Promise<GroupMembers[]> {
  const asked = [...new Set(groupIds.map((id) => id.toLowerCase()))];
  if (asked.length === 0) return [];
  const { rows } = await db.query<GroupMembers>(
    `select g.id as "GroupId",
            coalesce(array_agg(s.id::text order by s.id) filter (where s.id is not null), '{}') as "StudentIds"
       from groups g
       left join group_members m on m.school_id = g.school_id and m.group_id = g.id
       left join students s on s.school_id = m.school_id and s.id = m.student_id and s.is_active
      where g.school_id = $1 and g.id = any($2::uuid[]) and (not $3 or g.kind = 'preAdmission')
      group by g.id`,
    [schoolId, asked, preAdmissionOnly],
  );
  const byId = new Map(rows.map((row) => [row.GroupId, row]));
  return asked.flatMap((id) => byId.get(id) ?? []);
}

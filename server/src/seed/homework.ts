// Demo homework for a school built by buildSchool: each homework set by one of a few teachers for a
// subject class or registration group (one hand-in row per current member, as the service's save
// does) or for a few chosen students, due around today, with hand-ins and marks on past homework.
//
// Ids come from their own random stream and every random draw is made whatever the date, so the
// ids (and titles, groups, students) are the same on every run; only the dates, and which hand-ins
// are recorded (past due or not), follow the day the seed runs.
import { HOMEWORK_SOURCE, addDays, schoolToday, startOfSchoolDay } from '@homework/contracts';
import type { HomeworkPlan } from './plan';
import { Random } from './random';
import type { SeedTables } from './tables';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Realistic titles per subject code (SchoolPlan subjects); each teacher works through a shuffled copy. */
export const HOMEWORK_TITLES: Record<string, string[]> = {
  En: ['Macbeth Act 2 summary', 'Persuasive letter draft', 'An Inspector Calls: character profile of Sheila', 'Poetry anthology comparison', 'Of Mice and Men chapter 3 questions', 'Descriptive writing: a stormy night', 'Spelling and vocabulary list 6', 'A Christmas Carol stave 1 annotations'],
  Ma: ['Fractions worksheet', 'Simultaneous equations practice', 'Pythagoras problem set', 'Probability tree diagrams', 'Expanding and factorising brackets', 'Angles in polygons', 'Ratio and proportion word problems', 'Straight-line graphs: y = mx + c'],
  Sc: ['Cell structure diagram', 'Photosynthesis revision questions', 'Balancing chemical equations', 'Forces and motion worksheet', 'Write up the rates of reaction practical', 'Periodic table quiz preparation', 'Energy stores and transfers', 'Electric circuits homework sheet'],
  Hi: ['Causes of the First World War essay plan', 'Norman Conquest source analysis', 'The Tudors timeline', 'Industrial Revolution research task', 'Suffragettes: was their campaign effective?', 'Cold War key terms'],
  Gg: ['Rivers case study: the Severn', 'Climate graph analysis', 'Tectonic hazards revision map', 'Urban regeneration in London', 'Ordnance Survey map skills', 'Coastal erosion fieldwork write-up'],
  Fr: ['French vocabulary: la famille', 'Describe your school in French', 'Perfect tense practice', 'Listening task: les vacances', 'Write a postcard from Paris'],
  Sp: ['Spanish vocabulary: la comida', 'Present tense verbs worksheet', 'Describe your town in Spanish', 'Reading comprehension: el fin de semana', 'Preterite tense practice'],
  Ar: ['Still life observational drawing', 'Artist study: Frida Kahlo', 'Colour theory sketchbook page', 'Portrait proportions practice', 'Research page: Pop Art'],
  Mu: ['Listening log: film music', 'Compose an eight-bar melody', 'Instruments of the orchestra quiz', 'Practise your ensemble part'],
  PE: ['Fitness diary for two weeks', 'Muscles and bones labelling', 'Healthy eating plan', 'Rules of netball revision'],
  Cp: ['Python loops exercises', 'Binary and hexadecimal conversions', 'Design a flowchart for a quiz game', 'Online safety poster', 'Algorithms: bubble sort trace'],
  DT: ['Design brief for a desk tidy', 'Material properties research', 'Product analysis: a kettle', 'Isometric drawing practice'],
  Dr: ['Learn your lines for scene 2', 'Evaluate last week’s performance', 'Character hot-seating notes', 'Research: Greek theatre'],
  RE: ['Six major world religions fact file', 'Is it ever right to go to war? Discussion plan', 'Pilgrimage research task', 'Key beliefs in Sikhism'],
  PS: ['Online safety reflection', 'Budgeting for a week', 'Careers research: a job you’d like', 'Healthy relationships discussion questions'],
};

const TASKS = [
  'Complete all of the questions on the sheet handed out in class.',
  'Use your notes from this week’s lessons to help you.',
  'Write about one side of A4, in full sentences.',
  'Show all of your working; answers without working will not get full marks.',
  'Use at least two sources and say where each one came from.',
  'Aim to spend about 45 minutes on this.',
];
const ENDINGS = [
  'Bring it to your next lesson.',
  'Upload a photo of your work if you cannot hand in a paper copy.',
  'If you get stuck, come and see me at lunchtime.',
  'We will go through the answers together in class.',
];
const GRADES = ['A*', 'A', 'B', 'B', 'C', 'C', 'D', '9', '8', '7', '6', '5', '4', 'Merit', 'Distinction', 'Pass', '18/20', '15/20', '12/20'];
const COMMENTS = [
  'Excellent work, well done.',
  'Good effort — check your spelling of key terms.',
  'Please show your working next time.',
  'A thoughtful answer; try to add more detail to your conclusion.',
  'Handed in late, but a good piece of work.',
  'Some good points. Re-read the question carefully.',
  'Great improvement on last time!',
];

/** What buildSchool made for one school, as the homework needs it. */
export interface SchoolForHomework {
  schoolId: string;
  timeZone: string;
  /** Demo sign-ins' staff ids by username. */
  demoStaff: Map<string, string>;
  /** Generated teachers, in the order built. */
  teachers: string[];
  subjects: { id: string; code: string }[];
  groups: { id: string; kind: string; name: string; subjectId: string | null; members: string[] }[];
}

/** Picks the school's rows out of the tables buildSchool appended to. */
export function schoolForHomework(tables: SeedTables, schoolId: string, demoStaff: Map<string, string>): SchoolForHomework {
  const members = new Map<string, string[]>();
  for (const m of tables.group_members) if (m.school_id === schoolId) members.set(m.group_id, [...(members.get(m.group_id) ?? []), m.student_id]);
  const demoIds = new Set(demoStaff.values());
  return {
    schoolId,
    timeZone: tables.schools.find((s) => s.id === schoolId)!.time_zone,
    demoStaff,
    teachers: tables.staff.filter((s) => s.school_id === schoolId && s.is_teacher && !demoIds.has(s.id)).map((s) => s.id),
    subjects: tables.subjects.filter((s) => s.school_id === schoolId).map((s) => ({ id: s.id, code: s.code })),
    groups: tables.groups
      .filter((g) => g.school_id === schoolId)
      .map((g) => ({ id: g.id, kind: g.kind, name: g.name, subjectId: g.subject_id, members: members.get(g.id) ?? [] })),
  };
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** Saturday and Sunday move to the Monday after. */
const schoolDayOnOrAfter = (day: string) => addDays(day, weekday(day) === 6 ? 2 : weekday(day) === 0 ? 1 : 0)!;

/**
 * Appends the school's homework, its groups and hand-in rows to `out`. `now` is the moment the seed
 * runs: due dates spread from about five weeks before today (in the school's zone) to four weeks after.
 */
export function buildHomework(key: string, plan: HomeworkPlan, school: SchoolForHomework, now: Date, out: SeedTables): void {
  const ids = new Random(`${key}:homework-ids`);
  const rnd = new Random(`${key}:homework`);
  const { schoolId, timeZone } = school;
  const today = schoolToday(now, timeZone);
  const dayStart = (day: string) => new Date(startOfSchoolDay(day, timeZone)!);
  const notAfterNow = (at: Date) => new Date(Math.min(at.getTime(), now.getTime() - HOUR_MS));
  const subjectByCode = new Map(school.subjects.map((s) => [s.code, s.id]));
  const classesOf = (subjectId: string) => school.groups.filter((g) => g.kind === 'subjectClass' && g.subjectId === subjectId && g.members.length);
  const registration = school.groups.filter((g) => g.kind === 'registration' && g.members.length);

  // The setters: the named demo teachers, then generated teachers, each with the subjects they teach.
  const generated = rnd.sample(school.teachers, plan.otherTeachers.length);
  const setters = [
    ...plan.setters.map((s) => ({ id: school.demoStaff.get(s.username)!, subjects: s.subjects, count: s.count })),
    ...plan.otherTeachers.map((s, i) => ({ id: generated[i], subjects: s.subjects, count: s.count })),
  ];

  for (const setter of setters) {
    const titles = new Map(setter.subjects.map((code) => [code, rnd.shuffle(HOMEWORK_TITLES[code])]));
    for (let n = 0; n < setter.count; n++) {
      const homeworkId = ids.uuid();
      const code = setter.subjects[n % setter.subjects.length];
      const subjectId = subjectByCode.get(code)!;
      const list = titles.get(code)!;
      const title = list[Math.floor(n / setter.subjects.length) % list.length];
      // Drawn for every homework, whatever the date, so later draws never shift.
      const dueOffset = rnd.int(-35, 28);
      const setDays = rnd.pick([2, 3, 5, 7, 7, 7, 10, 14]);
      const createdLead = rnd.int(0, 3);
      const createdHour = rnd.int(7, 17);
      const allowAttachments = rnd.chance(0.4);
      const kind = rnd.next();
      const classes = classesOf(subjectId);
      const group = classes.length && kind >= 0.25 ? rnd.pick(classes) : rnd.pick(registration);
      const paragraphs = rnd.sample(TASKS, 2);
      const ending = rnd.pick(ENDINGS);

      // Assigned to: mostly a class (or a registration group), some a few students, some a group and one more.
      let groups: string[] = [];
      let chosen: string[] = [];
      if (kind < 0.12) chosen = rnd.sample(group.members, rnd.int(2, 4));
      else {
        groups = [group.id];
        if (kind > 0.92) {
          const others = registration.find((g) => g.id !== group.id && !g.members.some((m) => group.members.includes(m)));
          if (others) chosen = [rnd.pick(others.members)];
        }
      }

      const dueDay = schoolDayOnOrAfter(addDays(today, dueOffset)!);
      const startDay = addDays(dueDay, -setDays)!;
      // Created on or before the start day, and before today, so homework made in the app is the newest.
      const yesterday = addDays(today, -1)!;
      const createdDay = addDays(startDay < yesterday ? startDay : yesterday, -createdLead)!;
      const dueDate = dayStart(dueDay);
      const createdAt = notAfterNow(new Date(dayStart(createdDay).getTime() + createdHour * HOUR_MS + rnd.int(0, 59) * 60_000));
      out.homework.push({
        school_id: schoolId,
        id: homeworkId,
        title,
        description: `<p>${/[.?!]$/.test(title) ? title : `${title}.`}</p><p>${paragraphs.join(' ')}</p><p>${ending}</p>`,
        subject_id: subjectId,
        set_by_id: setter.id,
        created_by_id: setter.id,
        source: HOMEWORK_SOURCE,
        start_date: dayStart(startDay).toISOString(),
        due_date: dueDate.toISOString(),
        allow_student_attachments: allowAttachments,
        created_at: createdAt.toISOString(),
        updated_at: createdAt.toISOString(),
        version: 1,
      });
      for (const id of groups) out.homework_groups.push({ school_id: schoolId, homework_id: homeworkId, group_id: id });

      // One hand-in row per student: the group's members and the chosen students (as services/homework/routes/save.ts writes them).
      const members = groups.length ? group.members : [];
      const pastDue = dueDay < today;
      for (const studentId of [...new Set([...members, ...chosen])]) {
        const [handIn, mark, comment, late] = [rnd.next(), rnd.next(), rnd.next(), rnd.next()];
        const grade = rnd.pick(GRADES);
        const words = rnd.pick(COMMENTS);
        const hoursBefore = rnd.int(2, 72);
        const handedIn = pastDue && handIn < 0.78;
        const marked = handedIn && mark < 0.55;
        const handedInDate = handedIn
          ? notAfterNow(new Date(dueDate.getTime() + (late < 0.1 ? DAY_MS + 10 * HOUR_MS : -hoursBefore * HOUR_MS)))
          : null;
        out.homework_students.push({
          school_id: schoolId,
          homework_id: homeworkId,
          student_id: studentId,
          id: ids.uuid(),
          chosen: chosen.includes(studentId),
          from_groups: members.includes(studentId),
          handed_in_date: handedInDate?.toISOString() ?? null,
          result: marked ? grade : null,
          comments: handedIn && (marked ? comment < 0.6 : comment < 0.15) ? words : null,
          // 02 §4: 1 not handed in, 2 handed in, 3 handed in with a result.
          status: marked ? 3 : handedIn ? 2 : 1,
          // Set by the submissions seed for a few students (submissions.ts).
          extended_due_date: null,
        });
      }
    }
  }
}

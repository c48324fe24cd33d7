import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { drawnTextContrast } from '../pages/contrast';
import { openOptions, shownChoice } from '../pages/controls';
import { HomeworkApi, schoolDay, uniqueToken } from '../pages/homework-api';
import { ShellPage } from '../pages/shell-page';

// Each test makes its own homework with titles no other test uses, and narrows the list to them
// with the title search, so the tests run side by side on the shared database.
test.describe.configure({ mode: 'parallel' });

const OTHER_TEACHER = 'Mr D. Okafor';
const GROUP = '8B/Ma1';

/** The list requests the page sends, with their bodies. */
function listRequests(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v3/HomeworkManagement/GetHomeworkList')) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('every filter and order narrows the list to the homework it should', async ({ page }) => {
  const requests = listRequests(page);
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  const api = new HomeworkApi(page);
  const token = uniqueToken('Filter');
  const [maths, english, history, science] = await Promise.all(['Mathematics', 'English', 'History', 'Science'].map((s) => api.subjectId(s)));
  const groupId = await api.subjectClassId(GROUP);
  const student = await api.studentWithUniqueName('Year 9', await api.groupMembers(groupId));
  const other = await api.teacherNamed(OTHER_TEACHER);

  // Made one after another (the created-date order); titles, subjects and due dates each sort differently.
  const quadratics = `${token} Quadratics`; // mine, Mathematics, the group, due in 3 days
  const beowulf = `${token} Beowulf`; // mine, English, the student, due in 20 days
  const tudors = `${token} Tudors`; // mine, History, the student, due 2 days ago
  const enzymes = `${token} Enzymes`; // mine, Science, the group, due in 45 days
  const cells = `${token} Cells`; // the other teacher's, Science, the group, due in 5 days
  await api.createHomework({ title: quadratics, subjectId: maths, dueDate: schoolDay(3), groups: [groupId] });
  await api.createHomework({ title: beowulf, subjectId: english, dueDate: schoolDay(20), students: [student.Id] });
  await api.createHomework({ title: tudors, subjectId: history, startDate: schoolDay(-9), dueDate: schoolDay(-2), students: [student.Id] });
  await api.createHomework({ title: enzymes, subjectId: science, dueDate: schoolDay(45), groups: [groupId] });
  await api.createHomework({ title: cells, subjectId: science, dueDate: schoolDay(5), groups: [groupId], setById: other.Id });

  // Title search: asked once typing pauses, not at each key.
  const before = requests.length;
  await list.typeSearch(token);
  // The defaults: My Homework, due in the next 30 days, by due date.
  await list.expectCards([quadratics, beowulf]);
  await expect(list.showOption('My Homework')).toBeChecked();
  await expect(list.stateOption('Due in next 30 days')).toBeChecked();
  await list.expectOrder('Due Date');
  expect(requests.slice(before).map((body) => body.SearchQuery)).toEqual([token]);

  // State.
  await list.chooseState('All');
  await list.expectCards([tudors, quadratics, beowulf, enzymes]);
  await list.chooseState('Due date passed');
  await list.expectCards([tudors]);
  await list.chooseState('Due in next 7 days');
  await list.expectCards([quadratics]);
  await list.chooseState('All');
  await list.expectCards([tudors, quadratics, beowulf, enzymes]);

  // Order by.
  await list.chooseOrder('Title');
  await list.expectCards([beowulf, enzymes, quadratics, tudors]);
  await list.chooseOrder('Subject'); // English, History, Mathematics, Science
  await list.expectCards([beowulf, tudors, quadratics, enzymes]);
  await list.chooseOrder('Created Date'); // newest first
  await list.expectCards([enzymes, tudors, beowulf, quadratics]);
  await list.chooseOrder('Due Date');
  await list.expectCards([tudors, quadratics, beowulf, enzymes]);
  // Open, by keyboard: axe on the list, the chosen order and every option readable (4.5:1); an
  // arrow and Enter choose.
  await list.orderBy.focus();
  await page.keyboard.press('Enter');
  await expect(list.orderBy).toHaveAttribute('aria-expanded', 'true');
  await expect(openOptions(list.orderBy)).toHaveCount(4);
  await expectAccessible(page, 'All Homework, Order by open');
  for (const text of [shownChoice(list.orderBy), ...(await openOptions(list.orderBy).all())])
    expect(await drawnTextContrast(text), `contrast of '${await text.textContent()}'`).toBeGreaterThanOrEqual(4.5);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await list.expectOrder('Title');
  await list.expectCards([beowulf, enzymes, quadratics, tudors]);
  await list.chooseOrder('Due Date');
  // Set for a group and nobody else: '+ 0 students' is said too (01 §2).
  await expect(list.card(quadratics)).toContainText(`${GROUP} + 0 students`);

  // Subject.
  await list.chooseSubject('Science');
  await list.expectCards([enzymes]);
  // Open again, the typeahead's chosen subject stays readable (antd would dim it to 1.7:1) until typed over.
  await list.subject.click();
  await expect(list.subject).toHaveAttribute('aria-expanded', 'true');
  expect(await drawnTextContrast(shownChoice(list.subject)), 'contrast of the chosen subject, list open').toBeGreaterThanOrEqual(4.5);
  await page.keyboard.press('Escape');
  await list.clearSubject();
  await list.expectCards([tudors, quadratics, beowulf, enzymes]);

  // Assigned to: a group, then a student as well (either), then neither.
  await list.assignedTo.open();
  await expectAccessible(page, 'Assigned to popout on All Homework');
  await list.assignedTo.chooseGroup(GROUP);
  await list.assignedTo.done();
  await expect(list.assignedTo.summary).toHaveText('1 group');
  await list.expectCards([quadratics, enzymes]);
  await list.assignedTo.open();
  await list.assignedTo.chooseStudent(student.DisplayForename, student.DisplaySurname);
  await list.assignedTo.done();
  await expect(list.assignedTo.summary).toHaveText('1 group, 1 student');
  await list.expectCards([tudors, quadratics, beowulf, enzymes]);
  await list.assignedTo.remove(GROUP);
  await expect(list.assignedTo.summary).toHaveText('1 student');
  await list.expectCards([tudors, beowulf]);
  await list.assignedTo.open();
  await list.assignedTo.clearAll();
  await list.assignedTo.done();
  await expect(list.assignedTo.summary).toHaveText('No students selected');
  await list.expectCards([tudors, quadratics, beowulf, enzymes]);

  // Show and Set by: the Set by typeahead opens only for other teachers' homework.
  await expect(list.setBy).toBeDisabled();
  await list.show('Other Teachers Homework');
  await expect(list.setBy).toBeEnabled();
  await list.expectSetBy('All');
  // Other teachers' homework: not my own.
  await list.expectCards([cells]);
  await expectAccessible(page, 'All Homework, Other Teachers Homework');
  await list.chooseSetBy(OTHER_TEACHER);
  await list.expectCards([cells]);
  await expect(list.card(cells)).toContainText(`Set by: ${OTHER_TEACHER}`);
  await list.show('My Homework');
  await expect(list.setBy).toBeDisabled();
  await list.expectSetBy('Mrs S. Thompson');
  await list.expectCards([tudors, quadratics, beowulf, enzymes]);

  // Every filter at once.
  await list.chooseState('Due in next 30 days');
  await list.chooseSubject('Mathematics');
  await list.expectCards([quadratics]);
  await list.typeSearch(`${token} Beo`);
  await expect(list.region.getByText('No matching records found.')).toBeVisible();
  await list.expectCards([]);
  await expectAccessible(page, 'All Homework, nothing matches');
});

test('the route sortBy/{order}/setBy/{teacher} presets the order and the set-by teacher', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  const api = new HomeworkApi(page);
  const token = uniqueToken('Route');
  const [me, other, geography, art] = await Promise.all([
    api.currentUser(),
    api.teacherNamed(OTHER_TEACHER),
    api.subjectId('Geography'),
    api.subjectId('Art and Design'),
  ]);
  const students = [(await api.studentWithUniqueName('Year 7')).Id];
  const volcanoes = `${token} Volcanoes`; // the other teacher's, Geography, due first
  const glaciers = `${token} Glaciers`; // the other teacher's, Art and Design, due later
  const mine = `${token} Rivers`; // mine, Geography
  await api.createHomework({ title: volcanoes, subjectId: geography, dueDate: schoolDay(2), setById: other.Id, students });
  await api.createHomework({ title: glaciers, subjectId: art, dueDate: schoolDay(4), setById: other.Id, students });
  await api.createHomework({ title: mine, subjectId: geography, dueDate: schoolDay(3), students });

  await list.goto(`/homework/all-homework/sortBy/Title/setBy/${other.Id}`);
  await expect(list.showOption('Other Teachers Homework')).toBeChecked();
  await list.expectSetBy(OTHER_TEACHER);
  await list.expectOrder('Title');
  await list.typeSearch(token);
  await list.expectCards([glaciers, volcanoes]);

  // The current teacher in the route: My Homework.
  await list.goto(`/homework/all-homework/sortBy/Subject/setBy/${me.userId}`);
  await expect(list.showOption('My Homework')).toBeChecked();
  await list.expectSetBy('Mrs S. Thompson');
  await list.expectOrder('Subject');
  await list.expectCards([mine]);

  // A teacher the school does not have: My Homework, with a note, not the id.
  const unknown = '0c0ffee0-0000-4000-8000-000000000000';
  await list.goto(`/homework/all-homework/sortBy/Title/setBy/${unknown}`);
  await expect(list.region.getByText('The teacher in Set by was not found, so your own homework is shown.')).toBeVisible();
  await expect(list.showOption('My Homework')).toBeChecked();
  await list.expectSetBy('Mrs S. Thompson');
  await expect(list.region).not.toContainText(unknown);

  // A sort code that is not one as well: both are said, neither replaces the other.
  await list.goto(`/homework/all-homework/sortBy/Colour/setBy/${unknown}`);
  await expect(list.region.getByText('The teacher in Set by was not found, so your own homework is shown.')).toBeVisible();
  await expect(list.region.getByRole('alert')).toHaveText('Colour is not valid value of object');
  await expectAccessible(page, 'All Homework, unknown sort code and teacher');
});

// Mark schemes (decision 0039) as a teacher meets them: a scheme made in the Create form's editor (a
// problem said in words first), a homework created with it, three students marked by keyboard with
// number keys — the grade and the comment worked out from the levels — and saved with Save and Next;
// axe on the editor, the form's field and the marking panel.
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { chooseOption } from '../pages/controls';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { schoolDay, uniqueToken } from '../pages/homework-api';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

const GROUP = '8B/Ma1';

test('a teacher makes a scheme, creates homework with it, marks three students by number keys, and saves', async ({ page }) => {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const schemeName = uniqueToken('Essay scheme');
  const title = uniqueToken('Scheme essay');

  await page.goto('/#/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  const manage = form.form.getByRole('button', { name: 'Mark schemes…' });
  await manage.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Mark schemes' });
  await editor.getByRole('button', { name: 'New mark scheme' }).press('Enter');
  await editor.getByLabel('Name', { exact: true }).fill(schemeName);
  const criterion = async (n: number, titled: string, levels: [string, number][]) => {
    await editor.getByLabel(`Criterion ${n}, Criterion`).fill(titled);
    for (const [index, [descriptor, points]] of levels.entries()) {
      const field = editor.getByLabel(`Criterion ${n}, Level ${index + 1}, Descriptor`);
      if (index > 0) {
        // Add a level puts the focus in its descriptor.
        await editor.getByRole('group', { name: `Criterion ${n}` }).getByRole('button', { name: 'Add a level' }).press('Enter');
        await expect(field).toBeFocused();
      }
      await field.fill(descriptor);
      await editor.getByLabel(`Criterion ${n}, Level ${index + 1}, Points`).fill(String(points));
    }
  };
  await editor.getByLabel('Criterion 1, Criterion').fill('Argument');
  await editor.getByLabel('Criterion 1, Level 1, Descriptor').fill('No clear argument');
  // Points left out: refused in words before anything is sent.
  await editor.getByRole('button', { name: 'Save scheme' }).press('Enter');
  await expect(editor.getByRole('alert')).toHaveText('Level 1 of “Argument” needs its points: a whole number from 0 to 100.');
  await editor.getByLabel('Criterion 1, Level 1, Points').fill('0');
  for (const [index, [descriptor, points]] of ([['A clear argument', 5], ['A compelling argument', 10]] as const).entries()) {
    await editor.getByRole('group', { name: 'Criterion 1' }).getByRole('button', { name: 'Add a level' }).press('Enter');
    await expect(editor.getByLabel(`Criterion 1, Level ${index + 2}, Descriptor`)).toBeFocused();
    await page.keyboard.type(descriptor);
    await editor.getByLabel(`Criterion 1, Level ${index + 2}, Points`).fill(String(points));
  }
  await editor.getByRole('button', { name: 'Add a criterion' }).press('Enter');
  await expect(editor.getByLabel('Criterion 2, Criterion')).toBeFocused();
  await criterion(2, 'Evidence', [
    ['Little evidence', 2],
    ['Well chosen evidence', 4],
    ['Evidence weighed', 10],
  ]);
  await expect(editor.getByText('Maximum: 20 points')).toBeVisible();
  await expectAccessible(page, 'the mark scheme editor, a scheme written');
  await editor.getByRole('button', { name: 'Save scheme' }).press('Enter');
  await expect(editor.getByText(`Mark scheme “${schemeName}” saved.`)).toBeVisible();
  await expect(editor.getByRole('listitem').filter({ hasText: schemeName })).toBeVisible();
  await expectAccessible(page, 'the mark scheme editor, its list');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(manage).toBeFocused();

  await form.title.fill(title);
  await form.chooseSubject('Mathematics');
  await form.assignedTo.open();
  await form.assignedTo.chooseGroup(GROUP);
  await form.assignedTo.done();
  await chooseOption(form.form.getByRole('combobox', { name: 'Mark scheme' }), schemeName);
  await form.typeDescription('Write an essay: argue your case with evidence.');
  await expectAccessible(page, 'the Create form with a mark scheme chosen');
  await form.submit();
  await new AllHomeworkPage(page).expectLoaded();

  const api = new MarkingApi(page);
  const listed = await api.call<{ Items: { Id: string; Title: string }[] }>('POST', 'v3/HomeworkManagement/GetHomeworkList', { SearchQuery: title, State: 'all' });
  const id = listed.Items.find((item) => item.Title === title)!.Id;
  const { Students } = await api.call<{ Students: { StudentId: string }[] }>('GET', `v3/HomeworkManagement/GetHomeworkStudents/${id}`);
  const names = await api.studentNames();
  const students = Students.map((s) => ({ studentId: s.StudentId, name: names.get(s.StudentId.toLowerCase())! })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }),
  );
  await api.recordHandIns(id, students.slice(0, 3).map((s) => s.studentId), schoolDay(0));

  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectActive(students[0]!.name);
  // Each student: the levels by their numbers, the grade and the comment from them, Save and Next.
  const marks: [string, string, string, string][] = [
    ['3', '2', '14/20', 'Argument: A compelling argument\nEvidence: Well chosen evidence'],
    ['1', '1', '2/20', 'Argument: No clear argument\nEvidence: Little evidence'],
    ['2', '3', '15/20', 'Argument: A clear argument\nEvidence: Evidence weighed'],
  ];
  for (const [index, [first, second, grade, comment]] of marks.entries()) {
    await marking.expectActive(students[index]!.name);
    await page.keyboard.press('g');
    await expect(marking.grade).toBeFocused();
    const argument = marking.pane.getByRole('radiogroup', { name: 'Argument' });
    const evidence = marking.pane.getByRole('radiogroup', { name: 'Evidence' });
    // Shift+Tab from the grade: Evidence, then Argument (one stop each, at its last level while none is
    // chosen), once the panel's code (loaded with the first homework that has a scheme) has drawn it.
    await expect(evidence).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(argument.locator('input:focus')).toHaveCount(1);
    await page.keyboard.press(first);
    await expect(evidence.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press(second);
    await expect(marking.grade).toHaveValue(grade);
    await expect(marking.comment).toHaveValue(comment);
    await expect(marking.pane.getByText(`Grade from the levels: ${grade}`)).toBeVisible();
    if (index === 0) {
      await expect(marking.activeStudent).toContainText(students[0]!.name.split(', ')[0]!);
      await expectAccessible(page, 'the marking view with the mark scheme panel');
    }
    await page.keyboard.press('Control+Enter');
  }
  await expect(async () => {
    const records = await api.records(id);
    const byId = new Map(records.map((r) => [r.StudentId.toLowerCase(), r]));
    expect(students.slice(0, 3).map((s) => byId.get(s.studentId.toLowerCase())?.Result)).toEqual(['14/20', '2/20', '15/20']);
  }).toPass({ timeout: 10_000 });
  const kept = await api.call<{ Students: { StudentId: string; Levels: unknown[] }[] }>('GET', `v3/HomeworkManagement/GetHomeworkMarkScheme/${id}`);
  expect(kept.Students.map((s) => s.Levels.length)).toEqual([2, 2, 2]);
});

test('Edit of a marked homework: a change of scheme asks with how many marks, then Undo; a scheme deleted asks and comes back', async ({ page }) => {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const { id, students } = await api.homeworkWithHandIns('Scheme change', GROUP, 2);
  const level = (descriptor: string, points: number) => ({ Id: crypto.randomUUID(), Descriptor: descriptor, Points: points });
  const schemeOf = (name: string) => ({
    Name: name,
    Owner: 'own',
    Criteria: [{ Id: crypto.randomUUID(), Title: 'Accuracy', Levels: [level('Some errors', 1), level('Accurate', 2)] }],
    Bands: [],
  });
  const first = await api.call<{ Id: string; Name: string; Criteria: { Id: string; Levels: { Id: string }[] }[] }>('POST', 'v3/HomeworkManagement/SaveMarkScheme', schemeOf(uniqueToken('First scheme')));
  const second = await api.call<{ Id: string; Name: string }>('POST', 'v3/HomeworkManagement/SaveMarkScheme', schemeOf(uniqueToken('Second scheme')));
  await api.call('POST', 'v3/HomeworkManagement/ChooseMarkScheme', { HomeworkId: id, SchemeId: first.Id, Marks: 0 });
  const levels = [{ CriterionId: first.Criteria[0]!.Id, LevelId: first.Criteria[0]!.Levels[1]!.Id }];
  for (const s of students.slice(0, 2)) {
    await api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', { HomeworkId: id, StudentId: s.studentId, Result: '2/2', Comments: 'Accuracy: Accurate', Levels: levels });
  }

  await page.goto(`/#/homework/edit/${id}`);
  const form = new HomeworkFormPage(page, 'edit');
  await form.expectLoaded();
  const field = form.form.getByRole('combobox', { name: 'Mark scheme' });
  await expect(form.form.getByTitle(first.Name)).toBeVisible();
  await field.focus();
  await page.keyboard.press('Enter');
  await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true }).getByText(second.Name, { exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Change the mark scheme?' });
  await expect(question).toContainText('2 students have a mark on this homework. Their grades and comments are kept as they are.');
  await expect(question).toContainText('The levels chosen for 2 students are set aside with the current scheme: Undo puts them back.');
  await expectAccessible(page, 'the question before a change of mark scheme');
  await question.getByRole('button', { name: 'Change the scheme' }).press('Enter');
  await expect(question).toBeHidden();
  await expect(field).toBeFocused();
  await form.submit();
  await form.confirmSave();
  // The notice's Undo (the description's toolbar has an Undo of its own).
  const undo = form.form.getByRole('status').filter({ hasText: 'Mark scheme changed.' }).getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeFocused();
  await expectAccessible(page, 'the notice after a change of mark scheme');
  const now = await api.call<{ Scheme: { Name: string }; Students: unknown[] }>('GET', `v3/HomeworkManagement/GetHomeworkMarkScheme/${id}`);
  expect([now.Scheme.Name, now.Students.length]).toEqual([second.Name, 0]);
  await page.keyboard.press('Enter');
  await expect(form.form.getByText('Mark scheme change undone: the previous scheme and its levels are back.')).toBeVisible();
  await expect(field).toBeFocused();
  const back = await api.call<{ Scheme: { Name: string }; Students: unknown[] }>('GET', `v3/HomeworkManagement/GetHomeworkMarkScheme/${id}`);
  expect([back.Scheme.Name, back.Students.length]).toEqual([first.Name, 2]);

  // The editor's delete asks first, and its Undo puts the scheme back.
  await form.form.getByRole('button', { name: 'Mark schemes…' }).press('Enter');
  const editor = page.getByRole('dialog', { name: 'Mark schemes' });
  await editor.getByRole('button', { name: `Delete ${second.Name}` }).press('Enter');
  await expect(editor.getByRole('heading', { name: 'Delete this mark scheme?' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await expectAccessible(page, 'the mark scheme editor asking before a delete');
  await page.keyboard.press('Enter');
  const undoDelete = editor.getByRole('button', { name: 'Undo', exact: true });
  await expect(undoDelete).toBeFocused();
  await expect(editor.getByRole('listitem').filter({ hasText: second.Name })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(editor.getByText('Mark scheme put back.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'New mark scheme' })).toBeFocused();
  await expect(editor.getByRole('listitem').filter({ hasText: second.Name })).toBeVisible();
  await expectAccessible(page, 'the mark scheme editor after an undone delete');
});

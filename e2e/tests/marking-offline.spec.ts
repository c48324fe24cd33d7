// Marking through a dropped connection (decision 0032): ten students marked by keyboard with the
// browser offline are kept and shown as waiting, survive a reload, and arrive once each when the
// connection returns, each with one homework-marked mail, including one whose first answer was lost
// after the server had applied it. axe on every new notice.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { schoolDay, uniqueToken } from '../pages/homework-api';
import { Mailbox } from '../pages/mailbox';
import { HomeworkApi } from '../pages/homework-api';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

// The browser reports the requests that went nowhere, and the API client logs them, on purpose; the
// homework a colleague deletes answers 404.
test.use({ expectedRefusals: ['networkCut', 'notFound'] });

const MARKED = 10;
const mailbox = new Mailbox();

interface Pupil {
  Id: string;
  DisplayForename: string;
  DisplaySurname: string;
  CurrentYearGroup: string;
  Email: string | null;
}

/** Ten Year 10 students with addresses and names of their own, so each mail is theirs alone. */
async function studentsWithAddresses(api: MarkingApi): Promise<Pupil[]> {
  const students = await api.call<Pupil[]>('GET', 'v2/Student/All');
  const nameOf = (s: Pupil) => `${s.DisplaySurname}, ${s.DisplayForename}`;
  const counts = new Map<string, number>();
  for (const s of students) counts.set(nameOf(s), (counts.get(nameOf(s)) ?? 0) + 1);
  const chosen = students
    .filter((s) => s.CurrentYearGroup === 'Year 10' && s.Email && counts.get(nameOf(s)) === 1)
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en-GB', { sensitivity: 'base' }))
    .slice(0, MARKED);
  expect(chosen, 'ten Year 10 students with addresses').toHaveLength(MARKED);
  return chosen;
}

const statusLine = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('ten students marked offline wait, survive a reload, and arrive once each with one mail; a refused one waits to be discarded', async ({ page, context, browser }) => {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const pupils = await studentsWithAddresses(api);
  const title = `${uniqueToken('Offline')} Simultaneous equations`;
  const id = await api.createHomework({
    title,
    subjectId: await api.subjectId('Mathematics'),
    startDate: schoolDay(-10),
    dueDate: schoolDay(-3),
    students: pupils.map((p) => p.Id),
  });
  await api.recordHandIns(id, pupils.map((p) => p.Id));
  const grade = (index: number) => `${index + 1}/10`;

  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectActive(`${pupils[0]!.DisplaySurname}, ${pupils[0]!.DisplayForename}`);

  // The first save reaches the server, which applies it, but its answer is lost on the way back.
  let lostAnswers = 0;
  await page.route('**/v3/HomeworkManagement/SaveHomeworkMark', async (route) => {
    await route.fetch();
    lostAnswers += 1;
    await route.abort('connectionfailed');
  }, { times: 1 });
  await page.keyboard.press('g');
  await expect(marking.grade).toBeFocused();
  await page.keyboard.type(grade(0));
  await page.keyboard.press('Control+Enter');
  await expect(statusLine(page, 'You are offline. 1 change kept on this computer, sent when the connection returns.')).toBeVisible();
  expect(lostAnswers).toBe(1);

  // Then the connection drops altogether; the teacher marks the other nine by keyboard.
  await context.setOffline(true);
  for (let index = 1; index < MARKED; index += 1) {
    await marking.expectActive(`${pupils[index]!.DisplaySurname}, ${pupils[index]!.DisplayForename}`);
    await page.keyboard.press('g');
    await expect(marking.grade).toBeFocused();
    await page.keyboard.type(grade(index));
    await page.keyboard.press('Control+Enter');
  }
  await expect(statusLine(page, `You are offline. ${MARKED} changes kept on this computer, sent when the connection returns.`)).toBeVisible();
  await marking.expectCount('Marked', MARKED);
  await page.keyboard.press('3');
  for (const pupil of pupils) await expect(marking.student(`${pupil.DisplaySurname}, ${pupil.DisplayForename}`)).toContainText('Waiting to send');
  await expectAccessible(page, 'the marking view offline, ten changes waiting');

  // A reload while offline: the tab asks first, the page cannot load, and nothing kept is lost.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload().catch(() => undefined);
  expect(asked).toEqual(['beforeunload']);
  await context.setOffline(false);
  await marking.goto(id);

  // Sent in order when the view opens again: all ten saved, once each.
  await expect(statusLine(page, `All ${MARKED} changes made while the connection was down have been saved.`)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the marking view, all ten sent');
  await marking.expectCount('Marked', MARKED);
  const records = new Map((await api.records(id)).map((record) => [record.StudentId.toLowerCase(), record.Result]));
  expect(pupils.map((p) => records.get(p.Id.toLowerCase()))).toEqual(pupils.map((_p, index) => grade(index)));

  // One homework-marked mail per student: the resent first save did not mail again.
  for (const pupil of pupils) await mailbox.waitFor(pupil.Email!, { subject: `Homework marked: ${title}` });
  await page.waitForTimeout(3_000);
  for (const pupil of pupils)
    expect((await mailbox.to(pupil.Email!)).filter((mail) => mail.subject === `Homework marked: ${title}`), pupil.Email!).toHaveLength(1);

  // Offline again, the teacher clears the first student's grade and comment (asked first); meanwhile a
  // colleague, online, deletes the homework. Sent when the connection returns, the clear is refused:
  // kept with the server's reason, beside the student, until the teacher discards it.
  await context.setOffline(true);
  await page.keyboard.press('3');
  const first = `${pupils[0]!.DisplaySurname}, ${pupils[0]!.DisplayForename}`;
  await marking.student(first).click();
  await marking.button('Clear Grade and Comment').focus();
  await page.keyboard.press('Enter');
  await marking.clearMarkQuestion.answer('Clear').focus();
  await page.keyboard.press('Enter');
  await expect(statusLine(page, 'You are offline. 1 change kept on this computer, sent when the connection returns.')).toBeVisible();
  const colleague = await browser.newContext();
  const theirs = await colleague.newPage();
  await new ShellPage(theirs).signInAs('admin', '/homework/all-homework');
  await new AllHomeworkPage(theirs).expectLoaded();
  await new HomeworkApi(theirs).call('DELETE', `v3/HomeworkManagement/DeleteHomework/${id}`);
  await colleague.close();

  await context.setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: `The cleared grade and comment for ${first} was not saved:` });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'a kept change the server refused');
  await refusal.getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  const discardQuestion = page.getByRole('dialog', { name: `Discard the cleared grade and comment for ${first}?` });
  await expect(discardQuestion).toContainText('It has not been saved, and will not be sent.');
  await expectAccessible(page, 'the question before a kept change is discarded');
  await discardQuestion.getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  const discarded = page.getByRole('status').filter({ hasText: `The change for ${first} was discarded.` });
  await expect(discarded).toBeVisible();
  await expect(refusal).toBeHidden();
  await expectAccessible(page, 'a kept change discarded, with its Undo');
  await expect(discarded.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(refusal).toBeVisible();

  // Sign Out counts the change still kept, and asks.
  await new ShellPage(page).signOut();
  const signOutQuestion = page.getByRole('dialog', { name: 'Sign out and discard your unsaved work?' });
  await expect(signOutQuestion).toContainText('You have 1 marking change not sent yet (made while the connection was down) on this computer.');
  await expectAccessible(page, 'Sign Out with a marking change not sent');
  await signOutQuestion.getByRole('button', { name: 'Discard and sign out' }).click();
  await new ShellPage(page).expectPath(/#\/signedout$/i);
  // Nothing of the teacher's is left in this browser's store for the next person at the computer.
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('homework-waiting-changes');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction('changes').objectStore('changes').count();
          counting.onsuccess = () => resolve(counting.result);
        };
      }),
  );
  expect(left).toBe(0);
});

// Types of the jest-dom matchers (tools/jest-setup-dom.ts loads them at run time, outside tsc's view).
import '@testing-library/jest-dom';
import { render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MESSAGES, PHOTOS, PHOTO_SIZE, pathOf } from '@homework/contracts';
import { ApiError, SuiteQueryProvider } from '@homework/platform/api';
import { createSuiteMock } from '@homework/testing';
import { PersonPhoto } from './person-photo';

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const render = (ui: ReactElement) => renderBare(ui, { wrapper: SuiteQueryProvider });

test("shows a teacher's photo fetched as a blob", async () => {
  const { api } = createSuiteMock();
  render(<PersonPhoto kind="teacher" schoolId="s1" userId="t1" photoId="p1" size={PHOTO_SIZE.large} alt="Ms Teacher" />);
  expect(await screen.findByAltText('Ms Teacher')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(api.getBlob.calls[0].slice(0, 2)).toEqual(['image', pathOf(PHOTOS.teacherPhoto, { school: 's1', user: 't1', photoId: 'p1', size: String(5) })]);
  expect(logged).not.toHaveBeenCalled();
});

test('a failed student photo is asked for and logged once, stays blank, and the miss is kept', async () => {
  const path = pathOf(PHOTOS.studentPhoto, { school: 's1', user: 'st1', photoId: 'p1', size: String(PHOTO_SIZE.small) });
  const { api } = createSuiteMock({ answers: { [path]: new ApiError('Not found', 404) } });
  const photo = <PersonPhoto kind="student" schoolId="s1" userId="st1" photoId="p1" size={PHOTO_SIZE.small} alt="Amy Adams" />;
  const first = render(
    <>
      {photo}
      {photo}
    </>,
  );
  await waitFor(() => expect(logged).toHaveBeenCalledWith(MESSAGES.studentPhotoFailed));
  expect(api.getBlob.calls).toHaveLength(1);
  expect(logged).toHaveBeenCalledTimes(1);
  expect(screen.getAllByRole('img', { name: 'Amy Adams' })).toHaveLength(2);
  expect(first.container.querySelector('img')).toBeNull();
  first.unmount();

  const requestsSoFar = api.getBlob.calls.length;
  render(photo);
  expect(screen.getByRole('img', { name: 'Amy Adams' })).toBeInTheDocument();
  expect(api.getBlob.calls).toHaveLength(requestsSoFar);
  expect(logged.mock.calls.filter(([message]) => message === MESSAGES.studentPhotoFailed)).toHaveLength(1);
});

test('the miss is forgotten after the photo lifetime', async () => {
  jest.useFakeTimers();
  const path = pathOf(PHOTOS.teacherPhoto, { school: 's1', user: 't9', photoId: 'p9', size: String(PHOTO_SIZE.small) });
  const { api } = createSuiteMock({ answers: { [path]: new ApiError('Not found', 404) } });
  const photo = <PersonPhoto kind="teacher" schoolId="s1" userId="t9" photoId="p9" size={PHOTO_SIZE.small} alt="Mr Nine" />;
  const first = render(photo);
  await waitFor(() => expect(logged).toHaveBeenCalledWith(MESSAGES.teacherPhotoFailed));
  first.unmount();
  jest.advanceTimersByTime(20 * 60_000 - 1);
  render(photo).unmount();
  expect(api.getBlob.calls).toHaveLength(1);
  jest.advanceTimersByTime(20 * 60_000 + 1);
  render(photo);
  await waitFor(() => expect(api.getBlob.calls).toHaveLength(2));
});

test('no photo id: the initials in place of a picture, and no request', () => {
  const { api } = createSuiteMock();
  render(<PersonPhoto kind="teacher" schoolId="s1" userId="t2" photoId={null} size={PHOTO_SIZE.small} alt="Mr B. Other" />);
  expect(screen.getByRole('img', { name: 'Mr B. Other' })).toHaveTextContent('BO');
  expect(api.getBlob.calls).toHaveLength(0);
});

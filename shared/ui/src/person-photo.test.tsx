// Types of the jest-dom matchers (tools/jest-setup-dom.ts loads them at run time, outside tsc's view).
import '@testing-library/jest-dom';
import { render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MESSAGES, PHOTOS, PHOTO_SIZE } from '@homework/contracts';
import { ApiError, SuiteQueryProvider } from '@homework/platform/api';
import { createSuiteMock, handle, type Network } from '@homework/testing';
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
const photosAsked = (network: Network) => network.requests.filter(({ endpoint }) => endpoint === PHOTOS.teacherPhoto || endpoint === PHOTOS.studentPhoto);

test("shows a teacher's photo fetched as a blob", async () => {
  const { network } = createSuiteMock({ handlers: [handle(PHOTOS.teacherPhoto, new Blob(['a photo']))] });
  render(<PersonPhoto kind="teacher" schoolId="s1" userId="t1" photoId="p1" size={PHOTO_SIZE.large} alt="Ms Teacher" />);
  expect(await screen.findByAltText('Ms Teacher')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(photosAsked(network).map(({ endpoint, params }) => [endpoint, params])).toEqual([[PHOTOS.teacherPhoto, { school: 's1', user: 't1', photoId: 'p1', size: String(5) }]]);
  expect(logged).not.toHaveBeenCalled();
});

test('a failed student photo is asked for and logged once, stays blank, and the miss is kept', async () => {
  const { network } = createSuiteMock({ handlers: [handle(PHOTOS.studentPhoto, new ApiError('Not found', 404))] });
  const photo = <PersonPhoto kind="student" schoolId="s1" userId="st1" photoId="p1" size={PHOTO_SIZE.small} alt="Amy Adams" />;
  const first = render(
    <>
      {photo}
      {photo}
    </>,
  );
  await waitFor(() => expect(logged).toHaveBeenCalledWith(MESSAGES.studentPhotoFailed));
  expect(photosAsked(network)).toHaveLength(1);
  expect(logged).toHaveBeenCalledTimes(1);
  expect(screen.getAllByRole('img', { name: 'Amy Adams' })).toHaveLength(2);
  expect(first.container.querySelector('img')).toBeNull();
  first.unmount();

  const requestsSoFar = photosAsked(network).length;
  render(photo);
  expect(screen.getByRole('img', { name: 'Amy Adams' })).toBeInTheDocument();
  expect(photosAsked(network)).toHaveLength(requestsSoFar);
  expect(logged.mock.calls.filter(([message]) => message === MESSAGES.studentPhotoFailed)).toHaveLength(1);
});

test('the miss is forgotten after the photo lifetime', async () => {
  jest.useFakeTimers();
  const { network } = createSuiteMock({ handlers: [handle(PHOTOS.teacherPhoto, new ApiError('Not found', 404))] });
  const photo = <PersonPhoto kind="teacher" schoolId="s1" userId="t9" photoId="p9" size={PHOTO_SIZE.small} alt="Mr Nine" />;
  const first = render(photo);
  await waitFor(() => expect(logged).toHaveBeenCalledWith(MESSAGES.teacherPhotoFailed));
  first.unmount();
  jest.advanceTimersByTime(20 * 60_000 - 1);
  render(photo).unmount();
  expect(photosAsked(network)).toHaveLength(1);
  jest.advanceTimersByTime(20 * 60_000 + 1);
  render(photo);
  await waitFor(() => expect(photosAsked(network)).toHaveLength(2));
});

test('no photo id: the initials in place of a picture, and no request', () => {
  const { network } = createSuiteMock();
  render(<PersonPhoto kind="teacher" schoolId="s1" userId="t2" photoId={null} size={PHOTO_SIZE.small} alt="Mr B. Other" />);
  expect(screen.getByRole('img', { name: 'Mr B. Other' })).toHaveTextContent('BO');
  expect(photosAsked(network)).toHaveLength(0);
});

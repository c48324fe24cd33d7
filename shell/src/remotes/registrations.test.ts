import { realRegistrations } from '../testing/registrations';
import { SUITE_REMOTES_ELEMENT_ID } from '@homework/contracts';
import { loadRegistrations, registrationsInPage, validateRegistrations } from './registrations';

test('the four remotes as the build lists them are valid', () => {
  const { registrations, problems } = validateRegistrations(realRegistrations());
  expect(problems).toEqual([]);
  expect(registrations.map((r) => r.name)).toEqual(['mf_homework', 'mf_marking', 'mf_dashboard', 'mf_messaging']);
});

test('a bad entry is reported and left out; the others stay', () => {
  const [good] = realRegistrations();
  const { registrations, problems } = validateRegistrations([
    good,
    { ...good, name: 'mf_other', manifest: '' },
    { name: 'bad name!', section: 'X', routes: [], menu: [] },
    { ...good },
  ]);
  expect(registrations).toEqual([good]);
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(/mf_other.*manifest is missing/);
  expect(problems[1]).toMatch(/name is missing or invalid/);
  expect(problems[2]).toMatch(/listed twice/);
  expect(validateRegistrations({}).problems).toEqual(['remotes.json is not a list']);
});

test('remotes.json is read without the cache; a failed answer means no remotes, never a crash', async () => {
  const fetchOk = jest.fn(async () => ({ ok: true, status: 200, json: async () => realRegistrations() }));
  const ok = await loadRegistrations('/remotes.json', fetchOk as unknown as typeof fetch);
  expect(ok.registrations).toHaveLength(4);
  expect(fetchOk).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));

  const missing = await loadRegistrations('/remotes.json', (async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch);
  expect(missing).toEqual({ registrations: [], problems: ['/remotes.json answered 404'] });
  const down = await loadRegistrations('/remotes.json', (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch);
  expect(down.registrations).toEqual([]);
  expect(down.problems[0]).toMatch(/offline/);
});

describe("the list in the shell's page", () => {
  afterEach(() => document.getElementById(SUITE_REMOTES_ELEMENT_ID)?.remove());
  const writeBlock = (text: string) => {
    const block = document.createElement('script');
    block.id = SUITE_REMOTES_ELEMENT_ID;
    block.type = 'application/json';
    block.textContent = text;
    document.head.append(block);
  };

  test('is used, checked, without asking for remotes.json', async () => {
    const [good] = realRegistrations();
    writeBlock(JSON.stringify([good, { ...good }]));
    const fetchSpy = jest.fn();
    const { registrations, problems } = await loadRegistrations('/remotes.json', fetchSpy as unknown as typeof fetch);
    expect(registrations).toEqual([good]);
    expect(problems[0]).toMatch(/listed twice/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('a page without it (or with a broken one) asks for remotes.json', async () => {
    expect(registrationsInPage()).toBeNull();
    writeBlock('not json');
    expect(registrationsInPage()).toBeNull();
    const fetchOk = jest.fn(async () => ({ ok: true, status: 200, json: async () => realRegistrations() }));
    expect((await loadRegistrations('/remotes.json', fetchOk as unknown as typeof fetch)).registrations).toHaveLength(4);
    expect(fetchOk).toHaveBeenCalled();
  });
});

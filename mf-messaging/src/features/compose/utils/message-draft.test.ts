import { hasUnsentWork, keptMessageNote, parseKeptMessage } from './message-draft';

const nothing = { assignedTo: { groups: [], students: [] }, subject: '', message: '', attachments: [] };
const valid = { assignedTo: { groups: [], students: [] }, sendTo: 'parents', subject: 'Trip', message: 'Coat', savedAt: '2026-11-20T09:30:00Z' };

describe('hasUnsentWork', () => {
  test.each([
    ['an empty composer', nothing, false],
    ['spaces only', { ...nothing, subject: '  ', message: '\n ' }, false],
    ['a subject', { ...nothing, subject: 'Trip' }, true],
    ['a message', { ...nothing, message: 'Coat' }, true],
    ['a student chosen', { ...nothing, assignedTo: { groups: [], students: [{ Id: 's1' }] } }, true],
    ['a group chosen', { ...nothing, assignedTo: { groups: [{ Id: 'g1' }], students: [] } }, true],
    ['a file attached', { ...nothing, attachments: [{}] }, true],
  ])('%s', (_name, values, expected) => {
    expect(hasUnsentWork(values as Parameters<typeof hasUnsentWork>[0])).toBe(expected);
  });
});

describe('parseKeptMessage', () => {
  test.each<[string, unknown, boolean]>([
    ['a kept message', valid, true],
    ['nothing', null, false],
    ['not an object', 'Trip', false],
    ['no subject', { ...valid, subject: undefined }, false],
    ['an unknown Send to', { ...valid, sendTo: 'everyone' }, false],
    ['a date that is not one', { ...valid, savedAt: 'yesterday' }, false],
    ['no recipients list', { ...valid, assignedTo: { groups: [] } }, false],
  ])('%s', (_name, value, readable) => {
    expect(parseKeptMessage(value) !== null).toBe(readable);
  });

  test('reads back only what the composer keeps', () => {
    expect(parseKeptMessage({ ...valid, extra: 1 })).toEqual(valid);
  });
});

test("the note names the school's day it was kept", () => {
  expect(keptMessageNote({ savedAt: '2026-11-20T23:30:00Z' }, 'Europe/London')).toBe('You have an unsent message from 20/11/2026.');
  expect(keptMessageNote({ savedAt: '2026-11-20T23:30:00Z' }, 'Asia/Tokyo')).toBe('You have an unsent message from 21/11/2026.');
});

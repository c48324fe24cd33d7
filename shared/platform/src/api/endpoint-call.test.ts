import { endpoint, of } from '@homework/contracts';
import { callThrough, type Transport } from './endpoint-call';

const GET_ONE = endpoint({ service: 'homework', method: 'GET', path: 'v1/Thing/:thingId/Part/:partId', answer: of<{ Id: string }>(), query: of<{ page: number; kind?: string | null }>() });
const SAVE = endpoint({ service: 'messages', method: 'POST', path: 'v1/Thing/Save', body: of<{ Title: string }>() });
const RETRY = endpoint({ service: 'messages', method: 'POST', path: 'v1/Thing/:id/Retry' });
const REMOVE = endpoint({ service: 'homework', method: 'DELETE', path: 'v1/Thing/:id' });
const FILE = endpoint({ service: 'image', method: 'GET', path: 'v1/File/:id', as: 'file' });
const UPLOAD = endpoint({ service: 'homework', method: 'POST', path: 'v1/Upload', as: 'upload' });

function recorder() {
  const sent: unknown[][] = [];
  const record = (name: string) => (...args: unknown[]) => {
    sent.push([name, ...args]);
    return Promise.resolve(undefined as never);
  };
  const transport: Transport = { get: record('get'), getBlob: record('getBlob'), post: record('post'), delete: record('delete'), upload: record('upload') };
  return { sent, transport };
}

describe('a call of an endpoint', () => {
  it('fills its path parameters, encoded, and its query, leaving out what is not given', async () => {
    const { sent, transport } = recorder();
    await callThrough(transport, GET_ONE, { thingId: 'a/b', partId: 'c', query: { page: 2, kind: null } }, { timeoutMs: 5 });
    expect(sent).toEqual([['get', 'homework', 'v1/Thing/a%2Fb/Part/c?page=2', { timeoutMs: 5 }]]);
  });

  it('sends its body by its method, an empty object when it has none', async () => {
    const { sent, transport } = recorder();
    await callThrough(transport, SAVE, { body: { Title: 'T' } });
    await callThrough(transport, RETRY, { id: 'm-1' });
    await callThrough(transport, REMOVE, { id: 'h 1' });
    expect(sent).toEqual([
      ['post', 'messages', 'v1/Thing/Save', { Title: 'T' }, undefined],
      ['post', 'messages', 'v1/Thing/m-1/Retry', {}, undefined],
      ['delete', 'homework', 'v1/Thing/h%201', undefined],
    ]);
  });

  it('reads a file as a blob and sends an upload as a form', async () => {
    const { sent, transport } = recorder();
    const form = new FormData();
    await callThrough(transport, FILE, { id: 'f' });
    await callThrough(transport, UPLOAD, { body: form }, { onProgress: () => undefined });
    expect(sent.map(([name, service, path]) => [name, service, path])).toEqual([
      ['getBlob', 'image', 'v1/File/f'],
      ['upload', 'homework', 'v1/Upload'],
    ]);
    expect(sent[1][3]).toBe(form);
  });

  it('refuses a path parameter it is not given', () => {
    const { transport } = recorder();
    expect(() => callThrough(transport, RETRY, {} as { id: string })).toThrow('needs its parameter id');
  });
});

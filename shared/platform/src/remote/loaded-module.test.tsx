import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { deferred } from '@homework/testing';
import { moduleLoader, pageOnDemand, useLoadedModule, type ModuleLoader } from './loaded-module';

interface Greeting {
  text: string;
}

function Shown({ loader }: { loader: ModuleLoader<Greeting> }) {
  const module = useLoadedModule(loader);
  return <p>{module ? module.text : 'Loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

test('shows its placeholder while the module loads, then the module', async () => {
  const load = deferred<Greeting>();
  render(<Shown loader={moduleLoader(() => load.promise)} />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => load.resolve({ text: 'Hello' }));
  expect(screen.getByText('Hello')).toBeInTheDocument();
});

test('a module already loaded is shown in the first render, without a placeholder', async () => {
  const loader = moduleLoader(async () => ({ text: 'Ready' }));
  await loader.load();
  const renders: string[] = [];
  function Recorded() {
    const module = useLoadedModule(loader);
    renders.push(module ? module.text : 'Loading');
    return null;
  }
  render(<Recorded />);
  expect(renders[0]).toBe('Ready');
  expect(renders).not.toContain('Loading');
});

test('loads once however many components ask', async () => {
  const load = jest.fn(async () => ({ text: 'Once' }));
  const loader = moduleLoader(load);
  render(
    <>
      <Shown loader={loader} />
      <Shown loader={loader} />
    </>,
  );
  expect(await screen.findAllByText('Once')).toHaveLength(2);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load reaches the error boundary, and a later load tries again', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn().mockRejectedValueOnce(new Error('Chunk failed')).mockResolvedValueOnce({ text: 'Second try' });
  const loader = moduleLoader<Greeting>(load);
  render(
    <Boundary>
      <Shown loader={loader} />
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Chunk failed');
  await expect(loader.load()).resolves.toEqual({ text: 'Second try' });
  expect(load).toHaveBeenCalledTimes(2);
  quiet.mockRestore();
});

test('nothing is loaded until wanted', async () => {
  const load = jest.fn(async () => ({ text: 'Wanted now' }));
  const loader = moduleLoader(load);
  function Maybe({ wanted }: { wanted: boolean }) {
    const module = useLoadedModule(loader, wanted);
    return <p>{module ? module.text : 'Not yet'}</p>;
  }
  const { rerender } = render(<Maybe wanted={false} />);
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  rerender(<Maybe wanted />);
  expect(await screen.findByText('Wanted now')).toBeInTheDocument();
});

test('a page on demand says it is loading, then shows the page its module holds', async () => {
  const load = deferred<{ CreatePage: () => ReactNode }>();
  const Page = pageOnDemand(
    moduleLoader(() => load.promise),
    (module) => module.CreatePage,
  );
  render(<Page />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await act(async () => load.resolve({ CreatePage: () => <h1>Create Homework</h1> }));
  expect(screen.getByRole('heading', { name: 'Create Homework' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("a page on demand whose code cannot be loaded shows the error boundary's message", async () => {
  const load = deferred<{ CreatePage: () => ReactNode }>();
  const Page = pageOnDemand(
    moduleLoader(() => load.promise),
    (module) => module.CreatePage,
  );
  render(
    <Boundary>
      <Page />
    </Boundary>,
  );
  await act(async () => load.reject(new Error('The page could not be loaded.')));
  expect(screen.getByRole('alert')).toHaveTextContent('The page could not be loaded.');
});

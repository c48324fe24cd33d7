// PGlite runs each statement synchronously on the main thread. When the next queued statement
// starts as soon as the last resolves (a promise chain), a whole queue runs in one turn of the
// event loop, and Node accepts about one new connection per turn: under load new connections
// waited 10–28 s while kept-alive ones were served (decision 0013; `npm run bench`, fairness). Taking
// turns in arrival order and handing over through setImmediate lets the loop accept and read
// between statements.

/** Runs tasks one at a time, first come first served, yielding to the event loop between them. */
export function takeTurns(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(task);
    last = turn.catch(() => undefined);
    return turn;
  };
}

// The dashboard's one result cache (decision 0011): an answer is kept by this server process for the
// server's part of the freshness rule (DASHBOARD_FRESHNESS.serverMinutes), under a key naming the
// call, school, time range and dimension (the range's days and today are fixed with the answer), so
// whatever it answers counts every write made more than that long before; the browser keeps the
// answer for the rest of the rule. Readers asking at once for an answer not kept share one
// computation; a failed one is not kept.
import { DASHBOARD_FRESHNESS } from '@homework/contracts';

export const KEPT_ANSWER_MS = DASHBOARD_FRESHNESS.serverMinutes * 60_000;

export class KeptAnswers {
  private readonly kept = new Map<string, { until: number; answer: Promise<unknown> }>();

  constructor(private readonly now: () => number) {}

  answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now();
    const found = this.kept.get(key);
    if (found && found.until > at) return found.answer as Promise<T>;
    for (const [old, { until }] of this.kept) if (until <= at) this.kept.delete(old);
    const answer = compute();
    this.kept.set(key, { until: at + KEPT_ANSWER_MS, answer });
    answer.catch(() => {
      if (this.kept.get(key)?.answer === answer) this.kept.delete(key);
    });
    return answer;
  }
}

// The body of every ask-first question (a delete, a clear): what goes, line by line as counted, and
// how long it is kept; while the count is on its way, and if it failed, said so.

/** A question's texts (the contracts' deleteTexts, clearTexts, clearMarkTexts). */
export interface WhatGoesTexts<Counts> {
  intro: string;
  /** What goes, a line each. */
  lines(counts: Counts): readonly string[];
  kept: string;
  /** Said while the count is on its way. */
  counting?: string;
  /** Said when the count failed, with the server's words. */
  countFailed?(message: string): string;
}

export interface WhatGoesProps<Counts> {
  /** The list's label's id, unique on the page. */
  introId: string;
  texts: WhatGoesTexts<Counts>;
  /** What was counted; none while counting. */
  counts: Counts | null | undefined;
  /** The count's failure. */
  failure?: Error | null;
  /** Said instead of the list where nothing would go. */
  nothing?: string | null;
}

export function WhatGoes<Counts>({ introId, texts, counts, failure, nothing }: WhatGoesProps<Counts>) {
  if (failure) return <p role="alert">{texts.countFailed?.(failure.message) ?? failure.message}</p>;
  if (counts == null) return <p role="status">{texts.counting}</p>;
  if (nothing) return <p>{nothing}</p>;
  return (
    <>
      <p id={introId}>{texts.intro}</p>
      <ul aria-labelledby={introId}>
        {texts.lines(counts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{texts.kept}</p>
    </>
  );
}

// Ids compared as the services compare them: a user's id may come back in another case.
export const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

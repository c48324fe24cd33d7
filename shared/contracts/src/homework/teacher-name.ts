// Display names (01 §3): optional title + first initial + surname, e.g. "Mrs S. Thompson".

export function teacherDisplayName(person: { Title?: string | null; DisplayForename?: string | null; DisplaySurname?: string | null }): string {
  const initial = person.DisplayForename?.trim().charAt(0).toUpperCase();
  return [person.Title?.trim(), initial ? `${initial}.` : '', person.DisplaySurname?.trim()].filter(Boolean).join(' ');
}

import type { DashboardHandedInStatusRow } from '@homework/contracts';

/** A Hand In Status row from its four figures; its Count is their sum. */
export const handInStatusRow = (Name: string, HandedInOnTime: number, HandedInLate: number, Overdue: number, Due: number): DashboardHandedInStatusRow => ({
  Name,
  Count: HandedInOnTime + HandedInLate + Overdue + Due,
  HandedInOnTime,
  HandedInLate,
  Overdue,
  Due,
});

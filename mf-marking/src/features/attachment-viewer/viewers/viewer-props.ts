import type { StudentAttachment } from '@homework/contracts';

export interface ViewerProps {
  attachment: StudentAttachment;
  /** '{file name}, {kind}': each viewer's accessible name. */
  label: string;
}

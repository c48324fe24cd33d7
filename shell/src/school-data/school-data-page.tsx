// /school-data (decision 0025): the school administrator brings the school's people and classes in from
// its information system, invites staff who have no password yet, and sets the school's languages
// (decision 0040). `npm run import` is the same for the operator.
import { SCHOOL_DATA_PAGE_TITLE } from '@homework/contracts';
import { PageFrame } from '@homework/ui';
import { InvitationsSection } from './invitations-section';
import { LanguagesSection } from './languages-section';
import { RosterImportSection } from './roster-import-section';

export function SchoolDataPage() {
  return (
    <PageFrame title={SCHOOL_DATA_PAGE_TITLE} titleInBreadcrumb>
      <RosterImportSection />
      <InvitationsSection />
      <LanguagesSection />
    </PageFrame>
  );
}

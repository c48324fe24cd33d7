// /school-data (decision 0025): the school administrator brings the school's people and classes in from
// its information system, invites staff who have no password yet, and sets the school's languages
// (decision 0040). `npm run import` is the same for the operator.
import { PageFrame } from '@homework/ui';
import { InvitationsSection } from './invitations-section';
import { LanguagesSection } from './languages-section';
import { schoolDataMessages } from './messages';
import { RosterImportSection } from './roster-import-section';

export function SchoolDataPage() {
  const t = schoolDataMessages.useMessages();
  return (
    <PageFrame title={t('page.title')} titleInBreadcrumb>
      <RosterImportSection />
      <InvitationsSection />
      <LanguagesSection />
    </PageFrame>
  );
}

// The School data page's calls, one endpoint each (decision 0010), relative to the API's base URL.
import { endpoint, of } from '../endpoint';
import type { InvitationsAnswer, RosterImportAnswer } from './rules';

const service = 'schoolAdmin';

export const SCHOOL_DATA = {
  /** Multipart with one .zip (field "file"); `dryRun: true` checks and changes nothing. */
  importRoster: endpoint({ service, method: 'POST', path: 'v1/SchoolData/ImportRoster', as: 'upload', query: of<{ dryRun?: true }>(), answer: of<RosterImportAnswer>() }),
  /** How many staff "Send invitations" would mail now. */
  invitationsToSend: endpoint({ service, method: 'GET', path: 'v1/SchoolData/Invitations', answer: of<InvitationsAnswer>() }),
  /** Sends them. */
  sendInvitations: endpoint({ service, method: 'POST', path: 'v1/SchoolData/Invitations', answer: of<InvitationsAnswer>() }),
} as const;

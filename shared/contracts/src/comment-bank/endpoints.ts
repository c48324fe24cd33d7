// The comment bank's calls (decision 0035; beyond the spec, in the style of the marking calls): read the
// banks a homework's marking offers, add, edit, delete and restore a comment, and count an insert.
import { endpoint, of } from '../endpoint';
import type {
  AddBankCommentRequest,
  BankComment,
  BankCommentIdRequest,
  CommentBankAnswer,
  CommentBankRequest,
  DeletedBankComment,
  EditBankCommentRequest,
  UsedBankComment,
} from './rules';

const service = 'homework';
function change<Body, Answer>(path: `v3/HomeworkManagement/${string}`) {
  return endpoint({ service, method: 'POST', path, body: of<Body>(), answer: of<Answer>() });
}

export const COMMENT_BANK = {
  /** The comments the caller may use for a subject (theirs, its department's and the school's), and where they may add. */
  get: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetCommentBank', query: of<CommentBankRequest>(), answer: of<CommentBankAnswer>() }),
  add: change<AddBankCommentRequest, BankComment>('v3/HomeworkManagement/AddBankComment'),
  /** A 409 when the comment changed since it was read (its Version). */
  edit: change<EditBankCommentRequest, BankComment>('v3/HomeworkManagement/EditBankComment'),
  /** Kept DELETED_BANK_COMMENT_KEPT_DAYS for restore (the notice's Undo). */
  delete: change<BankCommentIdRequest, DeletedBankComment>('v3/HomeworkManagement/DeleteBankComment'),
  restore: change<BankCommentIdRequest, BankComment>('v3/HomeworkManagement/RestoreBankComment'),
  /** Counts one insert by the caller: the most used come first. */
  use: change<BankCommentIdRequest, UsedBankComment>('v3/HomeworkManagement/UseBankComment'),
} as const;

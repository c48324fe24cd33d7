// The comment bank's calls (decision 0035) through the shared API client, its one read under the
// platform's key for the homework's subject. Read when the bank is opened, never with the page.
import { getSuite, queryKeys } from '@homework/platform/api';
import { COMMENT_BANK, type AddBankCommentRequest, type BankCommentIdRequest, type EditBankCommentRequest } from '@homework/contracts';

const api = () => getSuite().api;

export const commentBankQuery = (subjectId: string | null) => ({
  queryKey: queryKeys.commentBank(subjectId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api().call(COMMENT_BANK.get, { query: subjectId ? { SubjectId: subjectId } : {} }, { signal }),
});

export const addBankComment = (body: AddBankCommentRequest) => api().call(COMMENT_BANK.add, { body });
export const editBankComment = (body: EditBankCommentRequest) => api().call(COMMENT_BANK.edit, { body });
export const deleteBankComment = (body: BankCommentIdRequest) => api().call(COMMENT_BANK.delete, { body });
export const restoreBankComment = (body: BankCommentIdRequest) => api().call(COMMENT_BANK.restore, { body });
export const countBankCommentUse = (body: BankCommentIdRequest) => api().call(COMMENT_BANK.use, { body });

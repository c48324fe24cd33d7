// The comment bank dialog's English (decision 0035, 0040): the dialog is its own chunk, loaded when the
// bank opens, so its words are beside it. The contracts' commentBankTexts hold the same English.
import { commentBankTexts } from '@homework/contracts/comment-bank';
import { spec } from '@homework/platform/messages';

const en = {
  'bank.title': spec(commentBankTexts.title),
  'bank.close': spec(commentBankTexts.close),
  'bank.undo': spec(commentBankTexts.undo),
  'bank.search': spec(commentBankTexts.searchLabel),
  // The merge tag is a value: ICU would read its braces.
  'bank.hint': 'Up and Down choose a comment, Enter puts it in the comment at the cursor. Tags such as {tag} become this student’s details.',
  'bank.loading': spec(commentBankTexts.loading),
  'bank.loadFailed': 'The comment bank could not be loaded: {reason}',
  'bank.empty': spec(commentBankTexts.empty),
  'bank.noMatch': 'No comment matches “{search}”.',
  'bank.found': '{count, plural, one {1 comment} other {{count} comments}}',
  'bank.foundMore': '{count} comments: the first {shown} are listed, type more to narrow them',
  'bank.list': spec(commentBankTexts.listLabel),
  'bank.used': '{uses, plural, =0 {not used yet} one {used once} other {used {uses} times}}',
  'bank.own': 'My bank',
  'bank.subject': 'Department bank',
  'bank.school': 'School bank',
  'bank.chosen': 'Chosen comment',
  'bank.insert': spec(commentBankTexts.insert),
  'bank.edit': spec(commentBankTexts.edit),
  'bank.delete': spec(commentBankTexts.delete),
  'bank.editLabel': spec(commentBankTexts.editLabel),
  'bank.saveEdit': spec(commentBankTexts.saveEdit),
  'bank.cancelEdit': spec(commentBankTexts.cancelEdit),
  'bank.edited': 'Comment changed to “{excerpt}”.',
  'bank.editUndone': spec(commentBankTexts.editUndone),
  'bank.deleted': 'Comment deleted: “{excerpt}”.',
  'bank.deleteUndone': spec(commentBankTexts.deleteUndone),
  'bank.changeFailed': 'The comment bank was not changed: {reason}',
  'edit.title': spec(commentBankTexts.editQuestion.title),
  'edit.intro': spec(commentBankTexts.editQuestion.intro),
  'edit.before': '“{text}”',
  'edit.after': 'with “{text}”',
  'edit.kept': spec(commentBankTexts.editQuestion.kept),
  'edit.shared': '{bank, select, subject {Everyone who uses the Department bank sees the change.} other {Everyone who uses the School bank sees the change.}}',
  'edit.confirm': spec(commentBankTexts.editQuestion.confirm),
  'edit.cancel': spec(commentBankTexts.editQuestion.cancel),
  'delete.title': spec(commentBankTexts.deleteQuestion.title),
  'delete.intro': spec(commentBankTexts.deleteQuestion.intro),
  'delete.line': '{bank, select, own {“{text}” from the My bank} subject {“{text}” from the Department bank} other {“{text}” from the School bank}}',
  'delete.kept': spec(commentBankTexts.deleteQuestion.kept),
  'delete.shared': '{bank, select, subject {It goes for everyone who uses the Department bank.} other {It goes for everyone who uses the School bank.}}',
  'delete.confirm': spec(commentBankTexts.deleteQuestion.confirm),
  'delete.cancel': spec(commentBankTexts.deleteQuestion.cancel),
};

export default en;
export type BankDialogMessages = typeof en;

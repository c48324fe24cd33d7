// The comment bank in the marking view (decision 0035): its tools beside the comment, whose dialog
// loads when first opened.
export { CommentBankTools, type CommentBankToolsProps } from './components/comment-bank-tools';

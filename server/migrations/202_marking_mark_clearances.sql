-- Clear Grade and Comment keeps what it takes too (decision 0016's rule for every clear): a clear of a
-- mark is a clear like a clear of hand-ins, of kind 'mark'. Its rows in marking_cleared_hand_ins
-- hold the student's grade and comment (and the hand-in date the mark was on, which the clear leaves
-- as it is); no files move. Undo and the History's Restore put the grade and comment back without
-- going through SaveHomeworkMark, so no feedback mail is sent again.
alter table marking_clearances add column kind text not null default 'hand-ins' check (kind in ('hand-ins', 'mark'));

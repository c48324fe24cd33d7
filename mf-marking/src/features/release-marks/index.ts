// Marks held, then released together (decision 0037): Release marks with its question, and the "Not
// released" mark beside a held grade and comment.
export { NotReleased } from './components/not-released';
export { ReleaseMarks, type ReleaseMarksProps } from './components/release-marks';

// Marks out in the marking view (decision 0036): Export marks, whose dialog loads when first opened.
export { ExportMarksButton, type ExportMarksButtonProps } from './components/export-marks-button';

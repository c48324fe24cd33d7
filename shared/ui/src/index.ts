export { formatSchoolDate, type SchoolDateOptions } from './format-school-date';
export { StatusBanner, type StatusBannerProps, type StatusKind } from './status-banner';
export { PersonPhoto, type PersonPhotoProps } from './person-photo';
export { initialsOf } from './person-initials';
export * from './assigned-to-selector';
export * from './attachments';
export * from './date-picker';
export * from './rich-text';
export * from './recipient-preview';

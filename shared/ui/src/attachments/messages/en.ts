// The attachments field's English (01 §5, 02 §5; decision 0040), in the forms' bytes only. The spec's
// messages with a file's name are contracts' (fileNotSupported, uploadFailed), word for word here.
const en = {
  'attach.button': 'Attach files',
  'attach.drop': 'or drop them here (up to {size} each)',
  'attach.list': 'Attachments',
  'attach.download': 'Download {file}',
  'attach.upload': 'Upload of {file}',
  'attach.description': 'Description',
  'attach.descriptionOf': 'Description of {file}',
  'attach.remove': 'Remove',
  'attach.removeOf': 'Remove {file}',
  'attach.typesFailed': 'Could not check the files: the allowed file types did not load. {error}',
  'attach.openFailed': 'Could not open {file}. {error}',
  'attach.notSupported': '"{file}" is not supported',
  'attach.uploadFailed': 'Upload of "{file}" attachment failed',
  'attach.tooLarge': 'Size of "{file}" must be less than {size}',
  'attach.maxCount': '{count, plural, one {Only # attachment can be attached} other {Only # attachments can be attached}}',
  // {size} is written already ('1.5'): a size is never grouped in thousands.
  'size.mb': '{size} MB',
  'size.kb': '{size} KB',
  'size.bytes': '{count, plural, one {{n} byte} other {{n} bytes}}',
};

export type AttachmentMessages = typeof en;
export default en;

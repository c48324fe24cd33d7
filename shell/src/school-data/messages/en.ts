// The School data page's languages section: English (decision 0040). The rest of the page's texts
// move into this catalogue when the page is converted.

const en = {
  'languages.title': 'Languages',
  'languages.about':
    'The school’s language is everyone’s until they choose their own in the user menu. Mail to parents and students goes in the language chosen here; in both, the Welsh comes first.',
  'languages.school': 'The school’s language',
  'languages.mail': 'Mail to parents and students',
  'languages.mail.both': 'Both, Welsh first',
  'languages.save': 'Save languages',
  'languages.saved': 'Saved.',
  'languages.loading': 'Loading the school’s languages',
};

export default en;
export type SchoolDataMessages = typeof en;

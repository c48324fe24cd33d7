// The assigned-to selector's popout's English (01 §2), loaded with the popout's chunk (decision 0040).
const en = {
  'popout.selected': '{total, plural, one {{n} student} other {{n} students}} selected in total',
  'popout.counting': '... selected in total',
  'popout.clearAll': 'Clear All',
  'popout.done': 'Done',
  'popout.loadFailed': 'Failed to load groups or students. {error}',
  'popout.search': 'Search',
  'popout.searchLabel': 'Search groups and students',
  'popout.groups': 'Groups',
  'popout.students': 'Students',
  'popout.select': 'Select {name}',
  'popout.selectAll': 'Select all',
  'popout.name': 'Name',
  'popout.year': 'Year',
  'popout.reg': 'Reg',
  'popout.noGroups': 'No groups found',
  'popout.noStudents': 'No students found',
  'group.subjectClass': 'Subject Classes',
  'group.registration': 'Reg groups',
  'group.year': 'Years',
  'group.userDefined': 'User Defined',
  'group.preAdmission': 'Pre Admission',
};

export type PopoutMessages = typeof en;
export default en;

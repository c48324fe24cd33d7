// The widgets' help popups' English (02 §2.7; decision 0040), loaded with the popup when it is first
// opened: not in the dashboard's first screen.
const en = {
  'total': 'How many homework are due in the timeframe, sliced by the value you choose. A homework set for students of several years, groups or houses counts once in each.',
  'status': "Each student's hand-in for homework due in the timeframe: handed in on time, handed in late, not handed in (more than a day past the due date) or still due. Removed students are not counted.",
};

export type HelpMessages = typeof en;
export default en;

// What a schema validator found, in a teacher's words (decision 0040): one sentence an issue, the
// field named by its schema's description. The error handler answers them in English; the caller's
// language is put in on the way out (../api-messages), from the issue itself, never from these words.
export default {
  'issue.notADay': '{shown} is not a valid {label}. Use a date such as 2026-01-31.',
  'issue.notValid': '{shown} is not a valid {label}.',
  'issue.notOneOf': '{shown} is not a valid {label}. Use {choices}.',
  'issue.notA': 'The request must be a {label}.',
  'issue.atMost': 'The {label} must be at most {limit}.',
  'issue.atLeast': 'The {label} must be at least {limit}.',
  'issue.atMostEntries': 'The {label} can hold at most {limit} entries.',
  'issue.missing': 'The {field} is missing.',
  /** Any other issue: the validator's own English for {problem}. */
  'issue.other': 'The {label} {problem}.',
  /** What a value is called when it cannot be shown (an object, a list). */
  'issue.thatValue': 'That value',
};

// The words of the server's own web pages in English (decision 0040), as they were.
export default {
  'page.reviewNote': 'The Welsh texts await review by a Welsh speaker.',
  'notBuilt.title': 'Homework',
  'notBuilt.heading': 'Homework is starting',
  'notBuilt.body': 'The front end has not been built yet. Run <code>npm start</code> (or\n<code>npm run build</code>) and reload this page.',
} as const;

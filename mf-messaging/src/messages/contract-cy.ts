// This remote's section, page titles and menu labels in Welsh (decision 0040): its build writes them
// into contract.json (tools/remote-contract.mjs), and the shell shows them on a Welsh page; English is
// the route table's. Keys are route.section and route.<route in routes.tsx>.title or .menu.
// NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
const cy: Record<string, string> = {
  'route.section': 'Negeseuon',
  'route.compose.title': 'Negeseuon',
  'route.compose.menu': 'Negeseuon',
  'route.sent.title': 'Negeseuon a anfonwyd',
};

export default cy;

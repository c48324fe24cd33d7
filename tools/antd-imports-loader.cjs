// Rewrites a TypeScript file's imports of antd to the package's modules that take the names from the
// page's one antd (antdImportModules in tools/webpack/antd.mjs): antd's on-demand names (ANTD_ON_DEMAND)
// each to the one that waits for its own chunk, every other name to the one for first screens:
//   import { Button, Table, type TableProps } from 'antd';
// becomes, on the same line (so positions in the file stay as they were),
//   import { Button, type TableProps } from '<eager>'; import { Table } from '<Table on demand>';
// Options: { onDemandNames, modules: { eager, onDemand: { <name>: path } } (absolute paths) }.
const IMPORT_FROM_ANTD = /import\s*\{([^}]*)\}\s*from\s*'antd';?/g;

function rewriteAntdImports(source, onDemandNames, modules) {
  return source.replace(IMPORT_FROM_ANTD, (whole, list) => {
    const parts = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const onDemand = parts.filter((part) => !part.startsWith('type ') && onDemandNames.includes(part.split(/\s+as\s+/)[0].trim()));
    const rest = parts.filter((part) => !onDemand.includes(part));
    const imports = [
      ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from ${JSON.stringify(modules.eager)};`] : []),
      ...onDemand.map((part) => `import { ${part} } from ${JSON.stringify(modules.onDemand[part.split(/\s+as\s+/)[0].trim()])};`),
    ];
    return `${imports.join(' ')}${'\n'.repeat(whole.split('\n').length - 1)}`;
  });
}

module.exports = function antdImportsLoader(source) {
  const { onDemandNames, modules } = this.getOptions();
  return rewriteAntdImports(source, onDemandNames, modules);
};
module.exports.rewriteAntdImports = rewriteAntdImports;

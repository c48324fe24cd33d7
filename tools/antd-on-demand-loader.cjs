// Rewrites a TypeScript file's imports of antd's on-demand names (ANTD_ON_DEMAND in
// webpack.config.mjs) to the package's module that loads them from the page's shared antd:
//   import { Button, Table, type TableProps } from 'antd';
// becomes, on the same line (so positions in the file stay as they were),
//   import { Button, type TableProps } from 'antd'; import { Table } from '<module>';
// Options: { names: the on-demand names, module: the absolute path of the module serving them }.
const IMPORT_FROM_ANTD = /import\s*\{([^}]*)\}\s*from\s*'antd';?/g;

function rewriteAntdImports(source, names, module) {
  return source.replace(IMPORT_FROM_ANTD, (whole, list) => {
    const parts = list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const onDemand = parts.filter((part) => !part.startsWith('type ') && names.includes(part.split(/\s+as\s+/)[0].trim()));
    if (onDemand.length === 0) return whole;
    const rest = parts.filter((part) => !onDemand.includes(part));
    const kept = rest.length > 0 ? `import { ${rest.join(', ')} } from 'antd'; ` : '';
    return `${kept}import { ${onDemand.join(', ')} } from ${JSON.stringify(module)};${'\n'.repeat(whole.split('\n').length - 1)}`;
  });
}

module.exports = function antdOnDemandLoader(source) {
  const { names, module } = this.getOptions();
  return rewriteAntdImports(source, names, module);
};
module.exports.rewriteAntdImports = rewriteAntdImports;

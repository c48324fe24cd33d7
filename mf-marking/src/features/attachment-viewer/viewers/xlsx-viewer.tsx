// Excel (.xlsx): one tab per visible sheet, each a grid with column letters and row numbers.
import { Alert, Tabs } from 'antd';
import { MAX_SHOWN_COLUMNS, MAX_SHOWN_ROWS, columnName, readWorkbookSheets, type SheetGrid } from '../utils/workbook-sheets';
import { ViewerFrame } from '../components/viewer-frame';
import { ViewerFailed, ViewerLoading } from '../components/viewer-status';
import { useParsedFile } from '../components/use-parsed-file';
import type { ViewerProps } from './viewer-props';
import { useViewerMessages } from './messages';

const cellStyle = { border: '1px solid #d9d9d9', padding: '2px 6px', whiteSpace: 'pre', textAlign: 'left' } as const;
const headingStyle = { ...cellStyle, background: '#f0f0f0', color: '#434343', fontWeight: 500 } as const;

export function XlsxViewer({ attachment, label }: ViewerProps) {
  const t = useViewerMessages();
  const file = useParsedFile(attachment, readWorkbookSheets);
  if (file.state === 'loading') return <ViewerLoading />;
  if (file.state === 'failed') return <ViewerFailed fileName={attachment.FileName} reason={file.reason} />;
  if (file.value.length === 0) return <p>{t('xlsx.noSheets')}</p>;
  return (
    <Tabs
      size="small"
      items={file.value.map((sheet, index) => ({
        key: String(index),
        label: sheet.name,
        children: <SheetView sheet={sheet} label={t('xlsx.sheet', { label, name: sheet.name })} />,
      }))}
    />
  );
}

function SheetView({ sheet, label }: { sheet: SheetGrid; label: string }) {
  const t = useViewerMessages();
  const columns = Array.from({ length: sheet.columnCount }, (_, index) => columnName(index + 1));
  return (
    <>
      {sheet.cut && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('xlsx.cut', { rows: MAX_SHOWN_ROWS, columns: MAX_SHOWN_COLUMNS })}
        />
      )}
      <ViewerFrame label={label}>
        {sheet.rows.length === 0 ? (
          <p>{t('xlsx.empty')}</p>
        ) : (
          <table data-testid="xlsx-sheet" style={{ borderCollapse: 'collapse', background: '#fff', color: '#1f1f1f', fontSize: 13 }}>
            <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 500, padding: '0 0 4px' }}>{sheet.name}</caption>
            <thead>
              <tr>
                <td style={headingStyle} />
                {columns.map((column) => (
                  <th key={column} scope="col" style={headingStyle}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row" style={headingStyle}>
                    {r + 1}
                  </th>
                  {row.map((cell, c) => (
                    <td key={c} style={cellStyle}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ViewerFrame>
    </>
  );
}

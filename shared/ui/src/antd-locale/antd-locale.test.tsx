// <SuiteLocale> gives antd a whole locale in English as in Welsh: antd's table has no English of its
// own beneath the locale it is given, so its buttons' names come from here or not at all.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { SuiteTheme } from '@homework/platform/remote';
import { SuiteLocale } from '.';

const rows = [{ key: 'one', homework: 'Fractions', detail: 'Sent to 9A' }];

test.each<[string, ComponentType<{ children: ReactNode }>]>([
  ['inside the root’s SuiteTheme, as every root has it', SuiteTheme],
  ['on its own', Fragment],
])('on an English page a table’s expand buttons and sorting are named in English: %s', async (_, Root) => {
  render(
    <Root>
      <SuiteLocale>
        <Table
          dataSource={rows}
          columns={[{ title: 'Homework', dataIndex: 'homework', sorter: (a, b) => a.homework.localeCompare(b.homework) }]}
          expandable={{ expandedRowRender: (row) => row.detail }}
          pagination={false}
        />
      </SuiteLocale>
    </Root>,
  );
  expect(await screen.findByRole('button', { name: 'Expand row' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Homework/ })).toHaveAttribute('aria-description', 'sortable');
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Comparison } from './comparison';

afterEach(cleanup);

describe('Comparison', () => {
  it('is a table named Why Choose Us? with the four options as column headers', () => {
    render(<Comparison />);
    const section = screen.getByRole('region', { name: 'Why Choose Us?' });
    const table = within(section).getByRole('table', { name: 'Why Choose Us?' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((header) => header.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
      'col',
    ]);
    expect(columns.map((header) => header.textContent)).toEqual([
      'Do It Yourself',
      'Hire Staff',
      'Call Center',
      'Recommended Solution The Better Option',
    ]);
  });

  it('has a row header per criterion, with a cell per option', () => {
    render(<Comparison />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Answers every call',
      'Nights and weekends',
      'Sounds like your business',
      'Cost',
    ]);
    for (const row of rows) {
      expect(row.querySelector('th')?.getAttribute('scope')).toBe('row');
      expect(within(row).getAllByRole('cell')).toHaveLength(4);
    }
  });

  it('gives each check and cross mark a text alternative and names each cell by its option', () => {
    render(<Comparison />);
    const answers = screen.getByRole('rowheader', { name: 'Answers every call' }).closest('tr');
    const cells = within(answers as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['No', 'No', 'Yes', 'Yes']);
    expect(
      cells.map((cell) => cell.querySelector('[data-mark]')?.getAttribute('data-mark')),
    ).toEqual(['no', 'no', 'yes', 'yes']);
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      'Do It Yourself',
      'Hire Staff',
      'Call Center',
      'The Better Option',
    ]);
  });

  it('highlights the recommended column, labelled Recommended Solution', () => {
    render(<Comparison />);
    const recommended = screen.getByRole('table').querySelectorAll('[data-state="recommended"]');
    // Its header and its four cells.
    expect(recommended).toHaveLength(5);
    const header = screen.getByRole('columnheader', { name: /The Better Option/ });
    expect(header.dataset.state).toBe('recommended');
    expect(within(header).getByText('Recommended Solution')).toBeDefined();
    expect(recommended[4]?.textContent).toBe('Cheaper than a human');
  });

  it('takes options, rows, text and a heading level', () => {
    render(
      <Comparison
        headingLevel={3}
        text={{ heading: 'Compare', recommendedLabel: 'Best', yes: 'Included', no: 'Missing' }}
        options={[
          { id: 'a', title: 'Us', recommended: true },
          { id: 'b', title: 'Them' },
        ]}
        rows={[{ label: 'Fast', cells: [true, false] }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Compare' })).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'Best Us' })).toBeDefined();
    const fast = screen.getByRole('rowheader', { name: 'Fast' }).closest('tr') as HTMLElement;
    expect(
      within(fast)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Included', 'Missing']);
  });
});

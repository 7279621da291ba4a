import type { TTableColumnsPref } from '@intel/contracts';
import { ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { DEFAULT_TABLE_PREFS } from '../lib/table-prefs.ts';
import { ColumnMenu } from './column-menu.tsx';

const COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'city', label: 'City' },
  { key: 'updated', label: 'Updated' },
];

function Harness(props: { onChange?: (p: TTableColumnsPref) => void; initial?: TTableColumnsPref }) {
  const [prefs, setPrefs] = useState(props.initial ?? DEFAULT_TABLE_PREFS);
  const change = (p: TTableColumnsPref) => {
    props.onChange?.(p);
    setPrefs(p);
  };
  return (
    <ThemeProvider theme={theme}>
      <ColumnMenu columns={COLUMNS} prefs={prefs} onChange={change} onReset={() => change(DEFAULT_TABLE_PREFS)} />
    </ThemeProvider>
  );
}

const open = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.getByRole('dialog', { name: 'Columns' });
};
const shownOrder = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .map((c) => c.closest('li')?.textContent);

describe('ColumnMenu', () => {
  afterEach(cleanup);

  it('hides and shows a column with its checkbox, and keeps the last shown column', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'City' }));
    expect(onChange).toHaveBeenLastCalledWith({ order: [], hidden: ['city'], widths: {} });
    expect(within(dialog).getByRole('checkbox', { name: 'City' })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Updated' }));
    // Only Name is left: it cannot be hidden.
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'City' }));
    expect(onChange).toHaveBeenLastCalledWith({ order: [], hidden: ['updated'], widths: {} });
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeEnabled();
  });

  it('moves a column up and down with buttons, keeping focus on the moved column', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const dialog = open();
    expect(within(dialog).getByRole('button', { name: 'Move Name up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move Updated down' })).toBeDisabled();
    const up = within(dialog).getByRole('button', { name: 'Move Updated up' });
    up.focus();
    fireEvent.click(up);
    expect(onChange).toHaveBeenLastCalledWith({ order: ['name', 'updated', 'city'], hidden: [], widths: {} });
    expect(shownOrder(dialog)).toEqual(['Name', 'Updated', 'City']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move Updated up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Updated up' }));
    expect(shownOrder(dialog)).toEqual(['Updated', 'Name', 'City']);
    // At the top its "up" button is disabled: focus goes to its "down" button.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move Updated down' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Name down' }));
    expect(shownOrder(dialog)).toEqual(['Updated', 'City', 'Name']);
  });

  it('resets order, hidden columns and widths', () => {
    const onChange = vi.fn();
    render(
      <Harness
        onChange={onChange}
        initial={{ order: ['city', 'name', 'updated'], hidden: ['updated'], widths: { name: 300 } }}
      />,
    );
    const dialog = open();
    expect(shownOrder(dialog)).toEqual(['City', 'Name', 'Updated']);
    expect(within(dialog).getByRole('checkbox', { name: 'Updated' })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset columns' }));
    expect(onChange).toHaveBeenLastCalledWith(DEFAULT_TABLE_PREFS);
    expect(shownOrder(dialog)).toEqual(['Name', 'City', 'Updated']);
    expect(within(dialog).getByRole('checkbox', { name: 'Updated' })).toBeChecked();
  });
});

import { tablePreferenceKey } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { clampWidth, DEFAULT_TABLE_PREFS, moveColumn, orderedKeys, toggleColumn } from './table-prefs.ts';

const KEYS = ['name', 'city', 'updated'];

describe('table layout', () => {
  it('orders columns by the saved order; columns added since come last, removed ones are dropped', () => {
    expect(orderedKeys(KEYS, DEFAULT_TABLE_PREFS)).toEqual(KEYS);
    expect(orderedKeys(KEYS, { ...DEFAULT_TABLE_PREFS, order: ['updated', 'gone', 'name'] })).toEqual([
      'updated',
      'name',
      'city',
    ]);
  });

  it('never hides the last shown column', () => {
    const one = toggleColumn(toggleColumn(DEFAULT_TABLE_PREFS, KEYS, 'city'), KEYS, 'updated');
    expect(one.hidden).toEqual(['city', 'updated']);
    expect(toggleColumn(one, KEYS, 'name')).toBe(one);
    expect(toggleColumn(one, KEYS, 'city').hidden).toEqual(['updated']);
  });

  it('moves a column one place and stops at the ends', () => {
    const moved = moveColumn(DEFAULT_TABLE_PREFS, KEYS, 'updated', -1);
    expect(moved.order).toEqual(['name', 'updated', 'city']);
    expect(moveColumn(moved, KEYS, 'name', -1)).toBe(moved);
    expect(moveColumn(moved, KEYS, 'city', 1)).toBe(moved);
  });

  it('keeps widths between 40 and 2000 px, whole pixels', () => {
    expect(clampWidth(12)).toBe(40);
    expect(clampWidth(250.6)).toBe(251);
    expect(clampWidth(99_999)).toBe(2000);
  });

  it('names a table’s preference after its resource path, in the key alphabet', () => {
    expect(tablePreferenceKey('/assets/organizations')).toBe('table:assets-organizations');
    expect(tablePreferenceKey('/raw-data/suggested_entities/People')).toBe('table:raw-data-suggested_entities-people');
    expect(tablePreferenceKey('/lists/12/items')).toMatch(/^[a-z0-9:_-]{1,80}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { HISTORY_ACTION_LABELS, humanize, labelOf, optionsOf, plural } from './words.ts';

describe('plural', () => {
  it('says the count with the noun in the form English uses for it', () => {
    expect(plural(1, 'mention')).toBe('1 mention');
    expect(plural(0, 'mention')).toBe('0 mentions');
    expect(plural(3, 'document')).toBe('3 documents');
    expect(plural(1200, 'item')).toBe('1,200 items');
    expect(plural(2, 'raw data item')).toBe('2 raw data items');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });
});

describe('enum values in words', () => {
  it('never shows a stored id as it is', () => {
    expect(labelOf(HISTORY_ACTION_LABELS, 'reject_suggestion')).toBe('Rejected a suggestion');
    expect(labelOf(HISTORY_ACTION_LABELS, 'some_new_action')).toBe('Some new action');
    // A field not set (a geo without a kind) is empty, not a crash of the screen.
    expect(labelOf(HISTORY_ACTION_LABELS, null)).toBe('');
    expect(labelOf(HISTORY_ACTION_LABELS, undefined)).toBe('');
    expect(humanize('OrganizationsList')).toBe('Organizations list');
    expect(optionsOf(['any', 'x_y'], { any: 'Any of the terms' })).toEqual([
      { value: 'any', label: 'Any of the terms' },
      { value: 'x_y', label: 'X y' },
    ]);
  });
});

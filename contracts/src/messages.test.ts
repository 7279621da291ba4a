import { describe, expect, it } from 'vitest';
import { ZOrganizationCreate } from './curation.ts';
import { ZLibraryEntryCreate } from './library.ts';
import { fieldLabel, humanError, withScheme } from './messages.ts';

describe('messages a person reads', () => {
  it('names the field and the fix instead of validator wording', () => {
    const r = ZOrganizationCreate.safeParse(
      { name_inc: 'x'.repeat(400), visibility: 'secret', founding_date: { date: 'soon' } },
      { error: humanError },
    );
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField.name_dba).toBe('Fill in Name (doing business as).');
    expect(byField.name_inc).toBe('Legal name is too long: use at most 300 characters.');
    expect(byField.visibility).toBe('Choose Visibility from: hidden, paywalled, public.');
    for (const m of Object.values(byField)) expect(m).not.toMatch(/Invalid input|Invalid option|expected/);
  });

  it('every error of the form is reported at once', () => {
    const r = ZOrganizationCreate.safeParse(
      { name_dba: '', website: 'not a link', emails: ['nope'] },
      { error: humanError },
    );
    expect((r.error?.issues ?? []).map((i) => i.path.join('.')).sort()).toEqual(['emails.0', 'name_dba', 'website']);
  });

  it('accepts a bare domain as an https link', () => {
    expect(withScheme('example.org')).toBe('https://example.org');
    expect(withScheme('www.example.org/about?x=1')).toBe('https://www.example.org/about?x=1');
    expect(withScheme('http://example.org')).toBe('http://example.org');
    expect(withScheme('not a link')).toBe('not a link');
    const org = ZOrganizationCreate.parse({
      name_dba: 'A',
      website: 'example.org',
      associated_urls: ['b.example.com'],
    });
    expect(org.website).toBe('https://example.org');
    expect(org.associated_urls).toEqual(['https://b.example.com']);
    expect(ZOrganizationCreate.parse({ name_dba: 'A', website: '' }).website).toBeNull();
    expect(
      ZLibraryEntryCreate.safeParse({ title: 'T', type: 'Article', public_link: 'example.org/x' }).data?.public_link,
    ).toBe('https://example.org/x');
  });

  it('labels array entries by position', () => {
    expect(fieldLabel('emails.1')).toBe('Emails (entry 2)');
    expect(fieldLabel('hq_geo_id')).toBe('Headquarters country');
    expect(fieldLabel('some_thing_id')).toBe('Some thing');
  });
});

import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeoEditScreen } from '../features/geos/screens/geo-edit-screen.tsx';
import {
  CategoryEditScreen,
  FactEditScreen,
  SectionEditScreen,
} from '../features/intelbooks/screens/intelbooks-admin-screens.tsx';
import { KeywordEditScreen } from '../features/keywords/screens/keyword-edit-screen.tsx';
import { LedgerEditScreen } from '../features/ledger/screens/ledger-edit-screen.tsx';
import { LibraryEditScreen } from '../features/library/screens/library-edit-screen.tsx';
import { ListEditScreen } from '../features/lists/screens/list-edit-screen.tsx';
import { OrganizationEditScreen } from '../features/organizations/screens/organization-edit-screen.tsx';
import { PersonEditScreen } from '../features/people/screens/person-edit-screen.tsx';
import { TaggingRuleEditScreen } from '../features/taggingrules/screens/taggingrules-screens.tsx';
import { TermEditScreen } from '../features/terminology/screens/term-edit-screen.tsx';
import { mockApi, renderScreen, tenantAdmin } from '../test/render.tsx';

/** Every create form, as its route opens it (issue 36 item 3). */
const FORMS: [string, ReactElement, string][] = [
  ['keyword', <KeywordEditScreen key="k" />, 'New keyword'],
  ['term', <TermEditScreen key="t" />, 'New term'],
  ['library entry', <LibraryEditScreen key="l" />, 'New library entry'],
  ['ledger entry', <LedgerEditScreen key="le" />, 'New ledger entry'],
  ['list', <ListEditScreen key="li" />, 'New list'],
  ['organization', <OrganizationEditScreen key="o" />, 'New organization'],
  ['person', <PersonEditScreen key="p" />, 'New person'],
  ['category', <CategoryEditScreen key="c" />, 'New category'],
  ['section', <SectionEditScreen key="s" />, 'New section'],
  ['fact', <FactEditScreen key="f" />, 'New fact'],
  ['geo', <GeoEditScreen key="g" />, 'New geo'],
  ['tagging rule', <TaggingRuleEditScreen key="tr" />, 'New tagging rule'],
];

/** A value as the code stores it rather than as a person says it: "OrganizationsList", "in_progress", "hidden". */
const STORED_ID = /^[a-z]+$|[a-z][A-Z]|_/;

describe('every create form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(FORMS)(
    '%s: the help names the default the form starts with, and choices are words',
    async (_n, el, title) => {
      mockApi();
      renderScreen(el, { url: '/x/create', path: '/x/create', auth: tenantAdmin });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const pickers = screen.queryAllByRole('combobox').filter((c) => c.tagName !== 'INPUT');
      for (const picker of pickers) {
        const shown = picker.textContent?.replace(/\u200b/g, '').trim() ?? '';
        if (shown) expect(shown, picker.getAttribute('aria-labelledby') ?? '').not.toMatch(STORED_ID);
      }
      const visibility = screen.queryByRole('combobox', { name: 'Visibility' });
      if (!visibility) return;
      const chosen = visibility.textContent?.trim() ?? '';
      expect(['Hidden', 'Paywalled', 'Public']).toContain(chosen);
      const helpId = visibility.getAttribute('aria-describedby') ?? '';
      const help = document.getElementById(helpId.split(' ')[0] ?? '')?.textContent ?? '';
      expect(help.match(/\(the default\)/g)).toHaveLength(1);
      // "(the default)" closes the part about the value the form has chosen, and no other.
      expect(help).toMatch(new RegExp(`${chosen}: [^;.]*\\(the default\\)`));
    },
  );

  it('a new list starts public, and says so; its type reads "Organizations"', async () => {
    mockApi();
    renderScreen(<ListEditScreen />, { url: '/lists/create', path: '/lists/create', auth: tenantAdmin });
    const visibility = await screen.findByRole('combobox', { name: 'Visibility' });
    expect(visibility).toHaveTextContent('Public');
    expect(screen.getByText(/Public: everyone \(the default\)/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Type/ })).toHaveTextContent('Organizations');
    expect(screen.queryByText('OrganizationsList')).toBeNull();
  });

  it("a switch's help is shown under it (a rule is enabled by default, and applies from now on)", async () => {
    mockApi();
    renderScreen(<TaggingRuleEditScreen />, { url: '/x/create', path: '/x/create', auth: tenantAdmin });
    expect(await screen.findByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByText('Applied to every item processed from now on.')).toBeInTheDocument();
  });
});

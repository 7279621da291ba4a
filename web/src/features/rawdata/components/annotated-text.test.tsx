import type { TAnnotations } from '@intel/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen, sentBodies } from '../../../test/render.tsx';
import { AnnotatedText } from './annotated-text.tsx';

const TEXT = 'Thomas Smith joined Halvorsen Maritime AS.';
const annotations = (chosen: boolean): TAnnotations => ({
  text: TEXT,
  mentions: [
    {
      start: 0,
      end: 12,
      kind: 'person',
      suggestion: null,
      entity: {
        type: 'Person',
        id: chosen ? 8 : 7,
        name: 'Thomas Smith',
        chosen,
        alternatives: [{ id: chosen ? 7 : 8, name: 'Thomas Smith', detail: 'Northbay Capital Partners' }],
      },
    },
    {
      start: 20,
      end: 41,
      kind: 'organization',
      suggestion: null,
      entity: { type: 'Organization', id: 3, name: 'Halvorsen Maritime AS', chosen: false, alternatives: [] },
    },
  ],
});

// Issue 15 item 7: a name several records share links the probable one; the others are offered in place.
describe('AnnotatedText', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks a name shared by other records and links another one instead from its menu', async () => {
    let relinked = false;
    const api = mockApi({
      '/raw-data/5/annotations/': () => annotations(relinked),
      'POST /raw-data/5/links/': () => {
        relinked = true;
        return { status: 204 };
      },
    });
    renderScreen(<AnnotatedText id={5} version="v1" />);
    const smith = await screen.findByRole('button', {
      name: 'Thomas Smith: links to person Thomas Smith; 1 other with this name',
    });
    expect(smith).toHaveAttribute('data-ambiguous', 'true');
    expect(screen.getByRole('button', { name: /Halvorsen Maritime AS: links to organization/ })).not.toHaveAttribute(
      'data-ambiguous',
    );
    fireEvent.keyDown(smith, { key: 'Enter' });
    expect(await screen.findByText('Same name — link this one instead:')).toBeVisible();
    fireEvent.click(
      screen.getByRole('menuitem', { name: 'Thomas Smith · Northbay Capital Partners — link this one instead' }),
    );
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/raw-data/5/links/')).toEqual([{ entity_type: 'Person', from_id: 7, to_id: 8 }]),
    );
    expect(
      await screen.findByRole('button', {
        name: 'Thomas Smith: links to person Thomas Smith (your choice); 1 other with this name',
      }),
    ).toBeInTheDocument();
  });

  it('offers no other record for a name only one record has', async () => {
    mockApi({ '/raw-data/5/annotations/': () => annotations(false) });
    renderScreen(<AnnotatedText id={5} version="v1" />);
    fireEvent.click(await screen.findByRole('button', { name: /Halvorsen Maritime AS: links to organization/ }));
    expect(await screen.findByRole('menuitem', { name: 'Open Halvorsen Maritime AS' })).toBeVisible();
    expect(screen.queryByText('Same name — link this one instead:')).not.toBeInTheDocument();
  });

  // Issue 15 item 2: what the text says of an organization, and the ledger entry a fund's investment suggests.
  it('says whom an organization is backed by and opens the ledger’s form filled in with the investment', async () => {
    const text = 'Northbay Capital Partners led the round in Quillwright Robotics GmbH.';
    mockApi({
      '/raw-data/5/annotations/': () => ({
        text,
        mentions: [
          {
            start: 43,
            end: 68,
            kind: 'organization',
            suggestion: {
              id: 11,
              kind: 'organization',
              name: 'Quillwright Robotics GmbH',
              status: 'suggested',
              roles: ['backed by · Northbay Capital Partners'],
              accepted_entity_id: null,
              ledger: [
                {
                  organization_id: 3,
                  organization_name: 'Northbay Capital Partners',
                  name: 'Quillwright Robotics GmbH',
                  evidence: text,
                },
              ],
            },
            entity: null,
          },
        ],
      }),
    });
    const { router } = renderScreen(<AnnotatedText id={5} version="v1" />);
    const mention = await screen.findByRole('button', {
      name: 'Quillwright Robotics GmbH: suggested organization; backed by · Northbay Capital Partners',
    });
    fireEvent.click(mention);
    // Accepting an organization names no role.
    expect(
      await screen.findByRole('menuitem', { name: 'Accept organization Quillwright Robotics GmbH' }),
    ).toBeVisible();
    fireEvent.click(
      screen.getByRole('menuitem', {
        name: 'Add to the ledger: Northbay Capital Partners’s investment in Quillwright Robotics GmbH',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ledger/create'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      organization: '3',
      name: 'Quillwright Robotics GmbH',
    });
  });

  // Issue 34 item 4: an investment between two records is offered on the investor's linked mention.
  it('offers the ledger entry of an investment between two records from the investor’s linked mention', async () => {
    const text = 'Tarnvik Growth Partners invested $12 million in Pellmore Robotics GmbH.';
    mockApi({
      '/raw-data/5/annotations/': () => ({
        text,
        mentions: [
          {
            start: 0,
            end: 23,
            kind: 'organization',
            suggestion: null,
            entity: {
              type: 'Organization',
              id: 4,
              name: 'Tarnvik Growth Partners',
              chosen: false,
              alternatives: [],
              ledger: [
                {
                  organization_id: 4,
                  organization_name: 'Tarnvik Growth Partners',
                  name: 'Pellmore Robotics GmbH',
                  evidence: text,
                },
              ],
            },
          },
        ],
      }),
    });
    const { router } = renderScreen(<AnnotatedText id={5} version="v1" />);
    fireEvent.click(await screen.findByRole('button', { name: /Tarnvik Growth Partners: links to organization/ }));
    expect(await screen.findByRole('menuitem', { name: 'Open Tarnvik Growth Partners' })).toBeVisible();
    fireEvent.click(
      screen.getByRole('menuitem', {
        name: 'Add to the ledger: Tarnvik Growth Partners’s investment in Pellmore Robotics GmbH',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ledger/create'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      organization: '4',
      name: 'Pellmore Robotics GmbH',
    });
  });
});

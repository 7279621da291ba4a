import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantGate } from '../../../app/tenant-context.tsx';
import { entityCounts, mockApi, renderScreen, researcher, tenantRoute } from '../../../test/render.tsx';
import { HomeScreen } from './home-screen.tsx';

const home = (
  <TenantGate>
    <HomeScreen />
  </TenantGate>
);

describe('HomeScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the workspace's name and a card per kind with its count", async () => {
    mockApi({ ...tenantRoute(), '/tools/entities-count/': entityCounts(0, { organizations: 1234 }) });
    renderScreen(home);
    expect(await screen.findByRole('heading', { name: 'Acme Research' })).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'What is inside' });
    const org = within(cards).getByRole('link', { name: /Organizations/ });
    expect(org).toHaveAttribute('href', '/organizations');
    expect(org).toHaveTextContent('1,234');
    expect(screen.queryByText('First steps')).toBeNull();
  });

  it('shows first steps in an empty workspace', async () => {
    mockApi({ ...tenantRoute(), '/tools/entities-count/': entityCounts(0) });
    renderScreen(home);
    expect(await screen.findByRole('heading', { name: 'First steps' })).toBeInTheDocument();
    expect(screen.getAllByText('None yet')).toHaveLength(6);
  });

  it('shows the teaser counts to a visitor', async () => {
    mockApi({ ...tenantRoute(), '/tools/free-ahead-entities-count/': entityCounts(5) });
    renderScreen(home, { auth: null });
    expect(await screen.findByRole('heading', { name: 'Acme Research' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /People/ })).toHaveTextContent('5');
  });

  it('gives the research team its work queue below the cards: counts and one click to each (issue 36 item 5)', async () => {
    mockApi({
      ...tenantRoute(),
      '/tools/entities-count/': entityCounts(3),
      '/work-queue/': {
        since: '2026-12-01T09:30:00.000Z',
        processed: 4,
        processed_capped: false,
        suggestions: { organizations: 12, people: 0 },
      },
    });
    renderScreen(home);
    const queue = await screen.findByRole('region', { name: 'Your work queue' });
    const processed = await within(queue).findByRole('link', { name: /4 documents processed since your last visit/ });
    expect(processed).toHaveAttribute('href', '/rawdata?tab=1&processed_since=2026-12-01T09%3A30%3A00.000Z');
    expect(within(queue).getByRole('link', { name: /12 suggested organizations to review/ })).toHaveAttribute(
      'href',
      '/organizations?tab=2',
    );
    // Nothing waiting: said, not linked.
    expect(within(queue).getByText('No suggested people to review')).toBeInTheDocument();
    expect(within(queue).queryByRole('link', { name: /people/ })).toBeNull();
    // Below the specification's cards.
    const cards = screen.getByRole('region', { name: 'What is inside' });
    expect(cards.compareDocumentPosition(queue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no work queue to a reader, and does not ask for one', async () => {
    const fetchMock = mockApi({ ...tenantRoute(), '/tools/entities-count/': entityCounts(3) });
    renderScreen(home, { auth: { ...researcher, is_research: false } });
    expect(await screen.findByRole('heading', { name: 'Acme Research' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your work queue' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/work-queue/'))).toBe(false);
  });

  it('says what was processed on a first visit, and links to every processed document', async () => {
    mockApi({
      ...tenantRoute(),
      '/tools/entities-count/': entityCounts(3),
      '/work-queue/': {
        since: null,
        processed: 1,
        processed_capped: false,
        suggestions: { organizations: 0, people: 2 },
      },
    });
    renderScreen(home);
    const queue = await screen.findByRole('region', { name: 'Your work queue' });
    expect(await within(queue).findByRole('link', { name: /1 document processed to look at/ })).toHaveAttribute(
      'href',
      '/rawdata?tab=1&processing_status=completed',
    );
    expect(within(queue).getByRole('link', { name: /2 suggested people to review/ })).toHaveAttribute(
      'href',
      '/people?tab=2',
    );
  });

  it('says when the counts cannot be loaded, with a retry', async () => {
    mockApi({ ...tenantRoute(), '/tools/entities-count/': { status: 500, body: { detail: 'Down.' } } });
    renderScreen(home);
    expect(await screen.findByText('Could not load the counts: Down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

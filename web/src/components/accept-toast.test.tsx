import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render.tsx';
import { showAccepted } from './accept-toast.tsx';

const created = {
  kind: 'person' as const,
  entity_id: 7,
  merged: false,
  created: [
    { type: 'Person' as const, id: 7, name: 'Ingrid Solberg' },
    { type: 'Organization' as const, id: 8, name: 'Walkhaven Robotics AG' },
  ],
};

describe('the toast after accepting a suggestion (issue 36 item 1)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names every record the accept created, each a link to its page', async () => {
    mockApi();
    const navigate = vi.fn();
    render(<ToastContainer />);
    act(() => {
      showAccepted(created, {
        suggestionId: 3,
        name: 'Ingrid Solberg',
        roles: 'chief executive · Walkhaven Robotics AG',
        navigate,
        onChange: () => undefined,
      });
    });
    const toast = await screen.findByTestId('accept-toast');
    expect(toast.textContent).toContain(
      'Created Ingrid Solberg (person, chief executive · Walkhaven Robotics AG) and Walkhaven Robotics AG (organization).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Walkhaven Robotics AG' }));
    expect(navigate).toHaveBeenCalledWith('/organizations/8');
  });

  it('Undo deletes what the accept created, says so and refreshes', async () => {
    const fetchMock = mockApi({
      'POST /raw-data/suggested-entities/3/undo-accept/': {
        deleted: created.created,
        restored: [
          { id: 3, kind: 'person', name: 'Ingrid Solberg' },
          { id: 4, kind: 'organization', name: 'Walkhaven Robotics AG' },
        ],
      },
    });
    const onChange = vi.fn();
    render(<ToastContainer />);
    act(() => {
      showAccepted(created, { suggestionId: 3, name: 'Ingrid Solberg', navigate: vi.fn(), onChange });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Undone: Ingrid Solberg and Walkhaven Robotics AG deleted; back to review.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/suggested-entities/3/undo-accept/') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('a merge created nothing: it names the record and offers no Undo', async () => {
    mockApi();
    render(<ToastContainer />);
    act(() => {
      showAccepted(
        { kind: 'organization', entity_id: 40, merged: true, created: [] },
        { suggestionId: 5, name: 'Halvorsen Maritime AS', navigate: vi.fn(), onChange: () => undefined },
      );
    });
    expect(await screen.findByText(/Merged into the existing record: Halvorsen Maritime AS\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

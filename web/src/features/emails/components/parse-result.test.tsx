import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParseResult } from './parse-result.tsx';

// Issue 19 item 10: addresses already on the list are said to be there, never "not valid".
describe('ParseResult', () => {
  afterEach(cleanup);
  const result = {
    found: 2,
    added: 0,
    already_present: 2,
    invalid: 0,
    invalid_examples: [],
    domains: [
      {
        domain: 'example.org',
        added: 0,
        already_present: 2,
        emails: [
          { email: 'ada@example.org', status: 'already_present' as const },
          { email: 'bo@example.org', status: 'already_present' as const },
        ],
      },
    ],
    domains_total: 1,
  };

  it('says that addresses sent again are already on the list, not invalid', () => {
    render(<ParseResult result={result} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing new: 2 addresses were already on the list.');
    expect(screen.getAllByText('Already present')).toHaveLength(2);
    expect(screen.queryByText(/not valid|invalid address/i)).toBeNull();
    expect(screen.getByText('Invalid: 0')).toBeInTheDocument();
  });

  it('counts the new and the known apart', () => {
    render(<ParseResult result={{ ...result, added: 1, already_present: 1, found: 2 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Added 1 address; 1 already on the list.');
  });
});

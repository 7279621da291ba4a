import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientFields, type ClientFormValues, toFormValues } from './client-fields.tsx';

function Harness({ onValues }: { onValues: (v: ClientFormValues) => void }) {
  const [values, setValues] = useState(toFormValues(undefined));
  return (
    <ClientFields
      values={{ ...values, name: 'Acme Research' }}
      set={(key, value) => {
        const next = { ...values, [key]: value };
        setValues(next);
        onValues(next);
      }}
      errorOf={() => undefined}
      isNew={false}
    />
  );
}

describe('the tenant console’s Disabled switch (issue 36 item 8)', () => {
  afterEach(cleanup);

  it('asks for confirmation before disabling; cancelling leaves the tenant enabled', async () => {
    let last: ClientFormValues | null = null;
    render(<Harness onValues={(v) => (last = v)} />);
    const toggle = screen.getByRole('switch', { name: /Disabled/ });
    fireEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Disable “Acme Research”?' })).toBeInTheDocument();
    expect(screen.getByText(/signed out at once/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(last).toBeNull();
    expect(toggle).not.toBeChecked();

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(last).toMatchObject({ disabled: true });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Enabling again needs no confirmation.
    fireEvent.click(toggle);
    expect(last).toMatchObject({ disabled: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The whole form renders in jsdom on a shared machine: its first render alone takes seconds.
  }, 20_000);
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProcessButton } from './process-button.tsx';

// Issue 19 item 6: a pending item is no dead end.
describe('ProcessButton', () => {
  afterEach(cleanup);
  it('queues a pending item again and says so', () => {
    const onProcess = vi.fn();
    render(<ProcessButton status="pending" onProcess={onProcess} />);
    const button = screen.getByRole('button', { name: 'Process' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('Waiting in the queue: click to queue it again.');
    fireEvent.click(button);
    expect(onProcess).toHaveBeenCalledOnce();
  });

  it('waits while processing, with a tooltip saying why', () => {
    render(<ProcessButton status="processing" onProcess={() => {}} />);
    expect(screen.getByRole('button', { name: 'Process' })).toBeDisabled();
    expect(screen.getByText('Process').closest('span[tabindex="0"]')).toHaveAccessibleDescription(
      'Being processed now: this becomes available when it finishes.',
    );
  });

  it('offers to process a finished item again', () => {
    render(<ProcessButton status="completed" onProcess={() => {}} />);
    expect(screen.getByRole('button', { name: 'Process again' })).toBeEnabled();
  });
});

import { useSyncExternalStore } from 'react';

type Listener = () => void;
let disabled = false;
const listeners = new Set<Listener>();

/**
 * Whether the server said this workspace is disabled (a 403 `WORKSPACE_DISABLED` to a call that
 * carried this device's token): the app shell then shows the disabled page instead of any screen.
 */
export const workspaceDisabled = {
  get: () => disabled,
  mark() {
    if (disabled) return;
    disabled = true;
    for (const l of listeners) l();
  },
  /** Tests. */
  reset() {
    disabled = false;
    for (const l of listeners) l();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useWorkspaceDisabled(): boolean {
  return useSyncExternalStore(workspaceDisabled.subscribe, workspaceDisabled.get, workspaceDisabled.get);
}

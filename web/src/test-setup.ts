import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share their worker's module graph and document (`isolate: false`, vite.config.ts): unmount
// whatever a test rendered, so that no screen of one file keeps polling or listening in the next.
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait for a state; their bound only stops a hung test. Testing Library's 1 s
// failed a save-then-navigate in a CI rehearsal at load 12 (the state came, later): 10 s, inside the
// tests' own 20 s.
configure({ asyncUtilTimeout: 10_000 });

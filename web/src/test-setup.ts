import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share their worker's module graph and document (`isolate: false`, vite.config.ts): unmount
// whatever a test rendered, so that no screen of one file keeps polling or listening in the next.
afterEach(() => cleanup());

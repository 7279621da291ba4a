import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const ledgerRoutes: ScreenRoute[] = [
  { path: 'ledger', group: 'open', load: async () => (await import('./screens/ledger-screen.tsx')).LedgerScreen },
  {
    path: 'ledger/create',
    group: 'research',
    load: async () => (await import('./screens/ledger-edit-screen.tsx')).LedgerEditScreen,
  },
  {
    path: 'ledger/:id',
    group: 'open',
    load: async () => (await import('./screens/ledger-detail-screen.tsx')).LedgerDetailScreen,
  },
  {
    path: 'ledger/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/ledger-edit-screen.tsx')).LedgerEditScreen,
  },
];

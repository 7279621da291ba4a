import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { NotFound } from '../components/not-found.tsx';
import { apiTokensRoutes } from '../features/api-tokens/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { cagrRoutes } from '../features/cagr/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { clientsRoutes } from '../features/clients/routes.ts';
import { emailsRoutes } from '../features/emails/routes.ts';
import { geosRoutes } from '../features/geos/routes.ts';
import { graphRoutes } from '../features/graph/routes.ts';
import { homeRoutes } from '../features/home/routes.ts';
import { intelbooksRoutes } from '../features/intelbooks/routes.ts';
import { keywordsRoutes } from '../features/keywords/routes.ts';
import { ledgerRoutes } from '../features/ledger/routes.ts';
import { libraryRoutes } from '../features/library/routes.ts';
import { listsRoutes } from '../features/lists/routes.ts';
import { menuRoutes } from '../features/menu/routes.ts';
import { organizationsRoutes } from '../features/organizations/routes.ts';
import { peopleRoutes } from '../features/people/routes.ts';
import { rawdataRoutes } from '../features/rawdata/routes.ts';
import { searchRoutes } from '../features/search/routes.ts';
import { settingsRoutes } from '../features/settings/routes.ts';
import { taggingrulesRoutes } from '../features/taggingrules/routes.ts';
import { terminologyRoutes } from '../features/terminology/routes.ts';
import { usersRoutes } from '../features/users/routes.ts';
import { webhooksRoutes } from '../features/webhooks/routes.ts';
import { AppLayout } from '../layout/app-layout.tsx';
import type { ScreenRoute } from '../lib/screen-routes.ts';
import { Guard } from './guards.tsx';
import { TenantGate } from './tenant-context.tsx';

/** Every feature's screens, one list per feature (`features/<name>/routes.ts`). */
const FEATURE_ROUTES: ScreenRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...menuRoutes,
  ...checkoutRoutes,
  ...emailsRoutes,
  ...settingsRoutes,
  ...keywordsRoutes,
  ...terminologyRoutes,
  ...geosRoutes,
  ...organizationsRoutes,
  ...peopleRoutes,
  ...ledgerRoutes,
  ...libraryRoutes,
  ...listsRoutes,
  ...cagrRoutes,
  ...intelbooksRoutes,
  ...searchRoutes,
  ...graphRoutes,
  ...rawdataRoutes,
  ...taggingrulesRoutes,
  ...usersRoutes,
  ...clientsRoutes,
  ...apiTokensRoutes,
  ...webhooksRoutes,
];

/** A lazily loaded screen (each screen is its own chunk), behind its route group's guard. */
function screen({ path, group, load }: ScreenRoute): RouteObject {
  return {
    path,
    lazy: async () => {
      const Screen = await load();
      return {
        Component:
          group === 'open'
            ? Screen
            : () => (
                <Guard group={group}>
                  <Screen />
                </Guard>
              ),
      };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: (
      <TenantGate>
        <AppLayout />
      </TenantGate>
    ),
    errorElement: <ErrorScreen />,
    // Lazy screens load on a full page load too: this is shown meanwhile (and silences React Router's warning).
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...FEATURE_ROUTES.map(screen),
      { path: 'operator', element: <Navigate to="/search?tab=1" replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { NotFound } from '../components/not-found.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { Guard } from './guards.tsx';
import type { RouteGroup } from './route-groups.ts';
import { TenantGate } from './tenant-context.tsx';

/** A lazily loaded screen (each screen is its own chunk), behind its route group's guard. */
function screen(path: string, group: RouteGroup, load: () => Promise<ComponentType>): RouteObject {
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
    children: [
      screen('/', 'open', async () => (await import('../features/home/screens/home-screen.tsx')).HomeScreen),
      screen('login', 'open', async () => (await import('../features/auth/screens/login-screen.tsx')).LoginScreen),
      screen('menu', 'open', async () => (await import('../features/menu/screens/menu-screen.tsx')).MenuScreen),
      screen(
        'checkout',
        'open',
        async () => (await import('../features/checkout/screens/checkout-screen.tsx')).CheckoutScreen,
      ),
      screen(
        'settings',
        'admin',
        async () => (await import('../features/settings/screens/settings-screen.tsx')).SettingsScreen,
      ),
      screen(
        'keywords',
        'open',
        async () => (await import('../features/keywords/screens/keywords-screen.tsx')).KeywordsScreen,
      ),
      screen(
        'keywords/create',
        'research',
        async () => (await import('../features/keywords/screens/keyword-edit-screen.tsx')).KeywordEditScreen,
      ),
      screen(
        'keywords/:id/edit',
        'research',
        async () => (await import('../features/keywords/screens/keyword-edit-screen.tsx')).KeywordEditScreen,
      ),
      screen(
        'terminology',
        'open',
        async () => (await import('../features/terminology/screens/terminology-screen.tsx')).TerminologyScreen,
      ),
      screen(
        'terminology/create',
        'research',
        async () => (await import('../features/terminology/screens/term-edit-screen.tsx')).TermEditScreen,
      ),
      screen(
        'terminology/:id/edit',
        'research',
        async () => (await import('../features/terminology/screens/term-edit-screen.tsx')).TermEditScreen,
      ),
      screen('geos', 'open', async () => (await import('../features/geos/screens/geos-screen.tsx')).GeosScreen),
      screen(
        'geos/create',
        'tenantAdmin',
        async () => (await import('../features/geos/screens/geo-edit-screen.tsx')).GeoEditScreen,
      ),
      screen(
        'geos/:id/edit',
        'tenantAdmin',
        async () => (await import('../features/geos/screens/geo-edit-screen.tsx')).GeoEditScreen,
      ),
      screen(
        'cities/create',
        'tenantAdmin',
        async () => (await import('../features/geos/screens/city-edit-screen.tsx')).CityEditScreen,
      ),
      screen(
        'cities/:id/edit',
        'tenantAdmin',
        async () => (await import('../features/geos/screens/city-edit-screen.tsx')).CityEditScreen,
      ),
      screen(
        'organizations',
        'open',
        async () => (await import('../features/organizations/screens/organizations-screen.tsx')).OrganizationsScreen,
      ),
      screen(
        'organizations/subquery',
        'open',
        async () =>
          (await import('../features/organizations/screens/organizations-subquery-screen.tsx'))
            .OrganizationsSubqueryScreen,
      ),
      screen(
        'organizations/create',
        'research',
        async () =>
          (await import('../features/organizations/screens/organization-edit-screen.tsx')).OrganizationEditScreen,
      ),
      screen(
        'organizations/:id',
        'open',
        async () =>
          (await import('../features/organizations/screens/organization-detail-screen.tsx')).OrganizationDetailScreen,
      ),
      screen(
        'organizations/:id/edit',
        'research',
        async () =>
          (await import('../features/organizations/screens/organization-edit-screen.tsx')).OrganizationEditScreen,
      ),
      screen('people', 'open', async () => (await import('../features/people/screens/people-screen.tsx')).PeopleScreen),
      screen(
        'people/create',
        'research',
        async () => (await import('../features/people/screens/person-edit-screen.tsx')).PersonEditScreen,
      ),
      screen(
        'people/:id',
        'open',
        async () => (await import('../features/people/screens/person-detail-screen.tsx')).PersonDetailScreen,
      ),
      screen(
        'people/:id/edit',
        'research',
        async () => (await import('../features/people/screens/person-edit-screen.tsx')).PersonEditScreen,
      ),
      screen('ledger', 'open', async () => (await import('../features/ledger/screens/ledger-screen.tsx')).LedgerScreen),
      screen(
        'ledger/create',
        'research',
        async () => (await import('../features/ledger/screens/ledger-edit-screen.tsx')).LedgerEditScreen,
      ),
      screen(
        'ledger/:id',
        'open',
        async () => (await import('../features/ledger/screens/ledger-detail-screen.tsx')).LedgerDetailScreen,
      ),
      screen(
        'ledger/:id/edit',
        'research',
        async () => (await import('../features/ledger/screens/ledger-edit-screen.tsx')).LedgerEditScreen,
      ),
      screen(
        'library',
        'open',
        async () => (await import('../features/library/screens/library-screen.tsx')).LibraryScreen,
      ),
      screen(
        'library/create',
        'research',
        async () => (await import('../features/library/screens/library-edit-screen.tsx')).LibraryEditScreen,
      ),
      screen(
        'library/:id',
        'open',
        async () => (await import('../features/library/screens/library-detail-screen.tsx')).LibraryDetailScreen,
      ),
      screen(
        'library/:id/edit',
        'research',
        async () => (await import('../features/library/screens/library-edit-screen.tsx')).LibraryEditScreen,
      ),
      screen('lists', 'open', async () => (await import('../features/lists/screens/lists-screen.tsx')).ListsScreen),
      screen(
        'lists/create',
        'research',
        async () => (await import('../features/lists/screens/list-edit-screen.tsx')).ListEditScreen,
      ),
      screen(
        'lists/:type/:slug',
        'open',
        async () => (await import('../features/lists/screens/list-view-screen.tsx')).ListViewScreen,
      ),
      screen(
        'lists/:type/:slug/edit',
        'research',
        async () => (await import('../features/lists/screens/list-edit-screen.tsx')).ListEditScreen,
      ),
      screen('cagr', 'open', async () => (await import('../features/cagr/screens/cagr-screen.tsx')).CagrScreen),
      screen(
        'facts/view',
        'open',
        async () => (await import('../features/intelbooks/screens/facts-view-screen.tsx')).FactsViewScreen,
      ),
      screen(
        'categories',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).CategoriesScreen,
      ),
      screen(
        'categories/create',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).CategoryEditScreen,
      ),
      screen(
        'categories/:id/edit',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).CategoryEditScreen,
      ),
      screen(
        'sections',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).SectionsScreen,
      ),
      screen(
        'sections/create',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).SectionEditScreen,
      ),
      screen(
        'sections/:id/edit',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).SectionEditScreen,
      ),
      screen(
        'facts',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).FactsScreen,
      ),
      screen(
        'facts/create',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).FactEditScreen,
      ),
      screen(
        'facts/:id/edit',
        'admin',
        async () => (await import('../features/intelbooks/screens/intelbooks-admin-screens.tsx')).FactEditScreen,
      ),
      screen('search', 'open', async () => (await import('../features/search/screens/search-screen.tsx')).SearchScreen),
      screen('users', 'admin', async () => (await import('../features/users/screens/users-screens.tsx')).UsersScreen),
      screen(
        'users/create',
        'admin',
        async () => (await import('../features/users/screens/users-screens.tsx')).UserEditScreen,
      ),
      screen(
        'users/:id/edit',
        'admin',
        async () => (await import('../features/users/screens/users-screens.tsx')).UserEditScreen,
      ),
      { path: 'operator', element: <Navigate to="/search?tab=1" replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

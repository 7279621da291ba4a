import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
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
    // Lazy screens load on a full page load too: this is shown meanwhile (and silences React Router's warning).
    hydrateFallbackElement: <FullPageSpinner />,
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
        'emails',
        'research',
        async () => (await import('../features/emails/screens/emails-screen.tsx')).EmailsScreen,
      ),
      screen(
        'emails/add',
        'open',
        async () => (await import('../features/emails/screens/emails-add-screen.tsx')).EmailsAddScreen,
      ),
      screen(
        'emails/domains/:id/edit',
        'research',
        async () => (await import('../features/emails/screens/domain-edit-screen.tsx')).DomainEditScreen,
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
        's/:code',
        'open',
        async () => (await import('../features/intelbooks/screens/share-screen.tsx')).ShareScreen,
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
      screen(
        'network/:kind/:id',
        'open',
        async () => (await import('../features/graph/screens/network-screen.tsx')).NetworkScreen,
      ),
      screen(
        'rawdata',
        'research',
        async () => (await import('../features/rawdata/screens/rawdata-screen.tsx')).RawDataScreen,
      ),
      screen(
        'rawdata/rejected-names',
        'research',
        async () => (await import('../features/rawdata/screens/rejected-names-screen.tsx')).RejectedNamesScreen,
      ),
      screen(
        'rawdata/create',
        'research',
        async () => (await import('../features/rawdata/screens/rawdata-edit-screens.tsx')).RawDataCreateScreen,
      ),
      screen(
        'rawdata/quick-create',
        'research',
        async () => (await import('../features/rawdata/screens/rawdata-edit-screens.tsx')).RawDataQuickCreateScreen,
      ),
      screen(
        'rawdata/buckets/create',
        'research',
        async () => (await import('../features/rawdata/screens/rawdata-edit-screens.tsx')).BucketEditScreen,
      ),
      screen(
        'rawdata/buckets/:id/edit',
        'research',
        async () => (await import('../features/rawdata/screens/rawdata-edit-screens.tsx')).BucketEditScreen,
      ),
      screen(
        'rawdata/:id/edit',
        'research',
        async () => (await import('../features/rawdata/screens/rawdata-edit-screens.tsx')).RawDataEditScreen,
      ),
      screen('urls', 'research', async () => (await import('../features/rawdata/screens/urls-screens.tsx')).UrlsScreen),
      screen(
        'urls/create',
        'research',
        async () => (await import('../features/rawdata/screens/urls-screens.tsx')).UrlEditScreen,
      ),
      screen(
        'urls/:id/edit',
        'research',
        async () => (await import('../features/rawdata/screens/urls-screens.tsx')).UrlEditScreen,
      ),
      screen(
        'shortcuts',
        'research',
        async () => (await import('../features/rawdata/screens/shortcuts-screen.tsx')).ShortcutsScreen,
      ),
      screen(
        'suggested-entities/organizations/:id/edit',
        'research',
        async () =>
          (await import('../features/rawdata/screens/suggestion-screens.tsx')).SuggestedOrganizationEditScreen,
      ),
      screen(
        'suggested-entities/people/:id/edit',
        'research',
        async () => (await import('../features/rawdata/screens/suggestion-screens.tsx')).SuggestedPersonEditScreen,
      ),
      screen(
        'taggingrules',
        'research',
        async () => (await import('../features/taggingrules/screens/taggingrules-screens.tsx')).TaggingRulesScreen,
      ),
      screen(
        'taggingrules/create',
        'research',
        async () => (await import('../features/taggingrules/screens/taggingrules-screens.tsx')).TaggingRuleEditScreen,
      ),
      screen(
        'taggingrules/:id/edit',
        'research',
        async () => (await import('../features/taggingrules/screens/taggingrules-screens.tsx')).TaggingRuleEditScreen,
      ),
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
      screen(
        'clients',
        'tenantAdmin',
        async () => (await import('../features/clients/screens/clients-screen.tsx')).ClientsScreen,
      ),
      screen(
        'clients/create',
        'tenantAdmin',
        async () => (await import('../features/clients/screens/client-edit-screen.tsx')).ClientEditScreen,
      ),
      screen(
        'clients/:id/edit',
        'tenantAdmin',
        async () => (await import('../features/clients/screens/client-edit-screen.tsx')).ClientEditScreen,
      ),
      { path: 'operator', element: <Navigate to="/search?tab=1" replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const rawdataRoutes: ScreenRoute[] = [
  {
    path: 'rawdata',
    group: 'research',
    load: async () => (await import('./screens/rawdata-screen.tsx')).RawDataScreen,
  },
  {
    path: 'rawdata/rejected-names',
    group: 'research',
    load: async () => (await import('./screens/rejected-names-screen.tsx')).RejectedNamesScreen,
  },
  {
    path: 'rawdata/create',
    group: 'research',
    load: async () => (await import('./screens/rawdata-edit-screens.tsx')).RawDataCreateScreen,
  },
  {
    path: 'rawdata/quick-create',
    group: 'research',
    load: async () => (await import('./screens/rawdata-edit-screens.tsx')).RawDataQuickCreateScreen,
  },
  {
    path: 'rawdata/buckets/create',
    group: 'research',
    load: async () => (await import('./screens/rawdata-edit-screens.tsx')).BucketEditScreen,
  },
  {
    path: 'rawdata/buckets/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/rawdata-edit-screens.tsx')).BucketEditScreen,
  },
  {
    path: 'rawdata/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/rawdata-edit-screens.tsx')).RawDataEditScreen,
  },
  { path: 'urls', group: 'research', load: async () => (await import('./screens/urls-screens.tsx')).UrlsScreen },
  {
    path: 'urls/create',
    group: 'research',
    load: async () => (await import('./screens/urls-screens.tsx')).UrlEditScreen,
  },
  {
    path: 'urls/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/urls-screens.tsx')).UrlEditScreen,
  },
  {
    path: 'shortcuts',
    group: 'research',
    load: async () => (await import('./screens/shortcuts-screen.tsx')).ShortcutsScreen,
  },
  {
    path: 'suggested-entities/organizations/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/suggestion-screens.tsx')).SuggestedOrganizationEditScreen,
  },
  {
    path: 'suggested-entities/people/:id/edit',
    group: 'research',
    load: async () => (await import('./screens/suggestion-screens.tsx')).SuggestedPersonEditScreen,
  },
];

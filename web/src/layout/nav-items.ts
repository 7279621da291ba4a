/** The tab bar of SPEC §2, in order; `adminOnly` tabs show to admins only. */
export type NavItem = { label: string; to: string; segment: string; adminOnly?: boolean };

export const TABS: NavItem[] = [
  { label: 'Raw Data', to: '/rawdata?tab=1', segment: 'rawdata', adminOnly: true },
  { label: 'Keywords', to: '/keywords', segment: 'keywords' },
  { label: 'Emails', to: '/emails?tab=1', segment: 'emails', adminOnly: true },
  { label: 'People', to: '/people?tab=1', segment: 'people' },
  { label: 'Organizations', to: '/organizations?tab=1', segment: 'organizations' },
  { label: 'Ledger', to: '/ledger?tab=1', segment: 'ledger' },
  { label: 'Library', to: '/library?tab=1', segment: 'library' },
  { label: 'Lists', to: '/lists?tab=1', segment: 'lists' },
  { label: 'Intelbooks', to: '/facts/view/', segment: 'facts' },
];

export function visibleTabs(admin: boolean): NavItem[] {
  return TABS.filter((t) => admin || !t.adminOnly);
}

/** The active tab is the one whose segment is the first path segment. */
export function activeSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** Collection and processing entries for research users and admins (the drawer), and the full menu. */
export const RESEARCH_MENU: { label: string; to: string }[] = [
  { label: 'Raw data', to: '/rawdata?tab=1' },
  { label: 'Tagging rules', to: '/taggingrules' },
  { label: 'URLs', to: '/urls' },
  { label: 'Emails', to: '/emails?tab=1' },
  { label: 'The Operator', to: '/search?tab=1' },
  { label: 'Menu', to: '/menu' },
];

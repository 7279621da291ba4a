/** Business constants of SPEC §9, shared by server and web. */
export const APP_VERSION = 'v1.0.0';
export const THEME_ORANGE = '#FB4C02';
export const THEME_BLACK = '#000000';

export const SEARCH_DEBOUNCE_MS = 800;
export const DEFAULT_DEBOUNCE_MS = 500;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const QUERY_GC_MS = 60_000;
export const SSE_RETRY_LIMIT = 5;
export const SSE_RETRY_DELAY_MS = 3000;
export const ICON_CACHE_HOURS = 168;
export const MENU_CLOSE_DELAY_MS = 250;
export const SUGGESTED_NAMES_CUT = 100;
export const EMAIL_LOCAL_PART_CUT = 8;

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;

export const VISIBILITIES = ['hidden', 'paywalled', 'public'] as const;
export type TVisibility = (typeof VISIBILITIES)[number];

/** The 17 kinds of SPEC §3 "Entity counts", in the order the spec lists them. */
export const ENTITY_KINDS = [
  'users',
  'domains',
  'raw_data',
  'buckets',
  'source',
  'keyword',
  'terminology',
  'facts',
  'library',
  'ledger_entries',
  'organizations',
  'people',
  'emails',
  'library_lists',
  'organizations_lists',
  'people_lists',
  'ledger_lists',
] as const;
export type TEntityKind = (typeof ENTITY_KINDS)[number];

export const LIST_TYPES = ['LibraryList', 'LedgerList', 'OrganizationsList', 'PeopleList'] as const;
export type TListType = (typeof LIST_TYPES)[number];

export const LIST_TYPE_KIND: Record<TListType, TEntityKind> = {
  LibraryList: 'library_lists',
  LedgerList: 'ledger_lists',
  OrganizationsList: 'organizations_lists',
  PeopleList: 'people_lists',
};

export const LIBRARY_TYPES = [
  'Article',
  'Bio/Obituary/Profile/Interview',
  'Book',
  'Database/List/Ranking',
  'Deck/Memo/Presentation',
  'Documentary',
  'Documents/Notes',
  'Essay/Thoughts/Whitepaper/Opinion/Post',
  'Event',
  'Filing',
  'Graphic',
  'Literature/Paper',
  'Podcast',
  'Quote',
  'Report',
] as const;
export type TLibraryType = (typeof LIBRARY_TYPES)[number];

export const VEHICLE_TYPES = ['VC', 'FA', 'PE'] as const;
export const GENDERS = ['M', 'F'] as const;
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

/** Entity kinds used for tagging and references (SPEC §3). */
export const REFERENCE_KINDS = [
  'LibraryEntry',
  'Organization',
  'Person',
  'LibraryList',
  'OrganizationsList',
  'PeopleList',
  'LedgerList',
] as const;

export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;
export const SUGGESTION_STATUSES = ['suggested', 'accepted', 'rejected'] as const;
export const SUGGESTION_KINDS = ['organization', 'person'] as const;
export const TAGGING_ALGORITHMS = ['any', 'all', 'literal', 'regex', 'fuzzy'] as const;

export const LIVE_EVENT_TYPES = [
  'raw_data_process_complete',
  'raw_data_update',
  'raw_data_error',
  'domain_info_enrich_complete',
  'new_suggested_organization',
  'new_suggested_organizations',
  'new_suggested_entities',
  'generate_raw_data_report_start',
  'generate_raw_data_report_complete',
  'generate_raw_data_report_error',
  /** A webhook endpoint was switched off after repeated failure (admins; issue 38 part 3). */
  'webhook_endpoint_disabled',
  'alert.fired',
] as const;

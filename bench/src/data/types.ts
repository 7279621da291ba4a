/** The bench dataset's plan: scales, tenants, users, load tables and the dataset handed to the scenarios. */
export const SCALES = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const satisfies Record<string, number>;
export type ScaleName = keyof typeof SCALES;

export type UserRole = 'admin' | 'research' | 'reader' | 'operator';

/** A contiguous id range of one table in one tenant: ids `first` … `first + count - 1`. */
export type IdRange = { first: number; count: number };

export type TenantPlan = {
  /** 0 for the big tenant, 1…9 for the small ones. */
  index: number;
  /** clients.id */
  id: number;
  subdomain: string;
  name: string;
  /** Curated records (organizations + people + library + ledger). */
  records: number;
  users: IdRange;
  orgs: IdRange;
  people: IdRange;
  library: IdRange;
  ledger: IdRange;
  keywords: IdRange;
  lists: IdRange;
};

export type PlannedUser = {
  tenantId: number;
  id: number;
  role: UserRole;
  email: string;
  /** Plain bearer token of the session created with the data (only its sha256 is stored). */
  token: string | null;
};

/** One value of a row: text, number, boolean, NULL or a text array. */
export type Cell = string | number | boolean | null | readonly string[];

/** One table to load: its columns and a fresh row generator per call (rows are generated, never kept). */
export type LoadTable = {
  table: string;
  columns: readonly string[];
  /** An identity column given explicit values: its sequence is moved past the largest value after the load. */
  identity?: string;
  rows(): Iterable<Cell[]>;
  /** Statements to run once this table is loaded (e.g. linking to reference data the app created). */
  after?: string[];
};

export type SearchTerm = { term: string; kind: string };

export type Dataset = {
  /** Curated records of the big tenant. */
  scale: number;
  password: string;
  /** The big tenant first, then t1 … t9. */
  tenants: TenantPlan[];
  /** The big tenant's users, one per role, each with a live session token. */
  users: PlannedUser[];
  /** In load order (referenced tables first). */
  tables: LoadTable[];
  /** Quick-search terms for the big tenant: common and rare words, a prefix, typos, accent-free and exact names, a miss. */
  searchTerms: SearchTerm[];
  vocabulary: {
    /** Organization name words, most frequent first. */
    orgWords: readonly string[];
    givenNames: readonly string[];
    familyNames: readonly string[];
    /** Keyword names in rank order (a tenant with k keywords has the first k). */
    keywords: readonly string[];
  };
  /** The name_dba of organization `id` (any tenant). */
  orgName(id: number): string;
  /** The given and family name of person `id` (any tenant). */
  personName(id: number): { given: string; family: string };
};

-- Quick search (DESIGN §8, issue 7): three tables kept in step with keywords, people,
-- organizations, ledger entries, library entries and lists by statement-level triggers, so that one
-- search reads a few index pages whatever the size of the tenant.
--
-- search_entries  one row per record: what a result shows (display name, type, slug, visibility)
--                 and a tsvector of all its text (names, aliases, abstract, description, owner...)
--                 for the full-text tier.
-- search_keys     one row per word start of every name of a record (display name, legal name,
--                 nickname, names of merged records): "Acme Robotics GmbH" gives "acme robotics
--                 gmbh" (at_start), "robotics gmbh" and "gmbh". A b-tree range in C collation answers
--                 exact names, name prefixes and word prefixes in index order with LIMIT, so a word
--                 found in 150,000 names costs what a rare one does.
-- search_words    the tenant's words by visibility: the dictionary typos are corrected from (words
--                 with the same first or last letters, ranked by pg_trgm similarity).
--
-- Under row-level security only LEAKPROOF conditions can drive an index: every lookup of the
-- search is a b-tree range or equality on text, boolean and bigint columns, which are, except the
-- full-text tier's `tsvector @@ tsquery` (see the end of this file).
--
-- Text is compared as search_norm() gives it: lower case, accents removed (unaccent), punctuation
-- as spaces, spaces collapsed. A later migration that changes search_norm, search_keys_of,
-- search_tsv or a search_source_* function must rebuild the tables (TRUNCATE search_entries and
-- search_keys, then run the backfill statement of the DO block below for each table).
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.f_unaccent($1)), '[[:punct:][:space:]\u00a0\u2009\u202f\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a\u2013\u2014\u2026\u00b7\u2022\u00bf\u00a1]+', ' ', 'g')) $$;
--> statement-breakpoint
-- The keys of a record's names: every word start (the first 8 of each name), cut to 64 characters,
-- with the length of the whole name (shorter names first: they are the closer matches).
CREATE OR REPLACE FUNCTION search_keys_of(names text[]) RETURNS TABLE (at_start boolean, key text, name_len smallint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT ON (k.at_start, k.key) k.at_start, k.key, k.name_len
      FROM (SELECT i = 1 AS at_start, left(array_to_string(s.w[i:], ' '), 64) COLLATE "C" AS key,
                   least(length(s.n), 32767)::smallint AS name_len
              FROM (SELECT x.n, string_to_array(x.n, ' ') AS w
                      FROM (SELECT public.search_norm(n) AS n FROM unnest(names) n) x WHERE x.n IS NOT NULL) s
             CROSS JOIN LATERAL generate_series(1, least(cardinality(s.w), 8)) i) k
     ORDER BY k.at_start, k.key, k.name_len
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_tsv(names text[], body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, coalesce(public.search_norm(array_to_string(names || body, ' ')), '')) $$;
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"tenant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"id" bigint NOT NULL,
	"visibility" "visibility" NOT NULL,
	"display_name" text NOT NULL,
	"result_type" text NOT NULL,
	"slug" text,
	"tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keys" (
	"tenant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"at_start" boolean NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"name_len" smallint NOT NULL,
	"id" bigint NOT NULL,
	"visibility" "visibility" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"tenant_id" bigint NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"visibility" "visibility" NOT NULL,
	"reversed" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_words_tenant_id_word_visibility_pk" PRIMARY KEY("tenant_id","word","visibility")
);
--> statement-breakpoint
-- One row per record, the same for every kind: what search_entries shows, its names (display name
-- first) and its other searchable text.
CREATE OR REPLACE FUNCTION search_source_keywords(r keywords)
  RETURNS TABLE (tenant_id bigint, kind text, id bigint, visibility visibility, display_name text, result_type text,
                 slug text, names text[], body text)
  LANGUAGE sql STABLE
  AS $$ SELECT r.tenant_id, 'Keyword', r.id, r.visibility, r.name, 'Keyword', NULL, ARRAY[r.name], NULL $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_source_people(r people)
  RETURNS TABLE (tenant_id bigint, kind text, id bigint, visibility visibility, display_name text, result_type text,
                 slug text, names text[], body text)
  LANGUAGE sql STABLE
  AS $$
    SELECT r.tenant_id, 'Person', r.id, r.visibility, d.name, 'Person', NULL,
           ARRAY[d.name, r.name_nickname, r.name_legal] || r.aliases, NULL
      FROM (SELECT coalesce(nullif(trim(coalesce(r.name_given, '') || ' ' || coalesce(r.name_family, '')), ''),
                            r.name_nickname, r.name_legal, '') AS name) d
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_source_organizations(r organizations)
  RETURNS TABLE (tenant_id bigint, kind text, id bigint, visibility visibility, display_name text, result_type text,
                 slug text, names text[], body text)
  LANGUAGE sql STABLE
  AS $$
    SELECT r.tenant_id, 'Organization', r.id, r.visibility, r.name_dba, 'Organization', NULL,
           ARRAY[r.name_dba, r.name_inc] || r.aliases, NULL
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_source_ledger_entries(r ledger_entries)
  RETURNS TABLE (tenant_id bigint, kind text, id bigint, visibility visibility, display_name text, result_type text,
                 slug text, names text[], body text)
  LANGUAGE sql STABLE
  AS $$ SELECT r.tenant_id, 'Ledger', r.id, r.visibility, r.name, 'Ledger', NULL, ARRAY[r.name], r.owner $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_source_library_entries(r library_entries)
  RETURNS TABLE (tenant_id bigint, kind text, id bigint, visibility visibility, display_name text, result_type text,
                 slug text, names text[], body text)
  LANGUAGE sql STABLE
  AS $$ SELECT r.tenant_id, 'LibraryEntry', r.id, r.visibility, r.title, 'Library', NULL, ARRAY[r.title], r.abstract $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_source_lists(r lists)
  RETURNS TABLE (tenant_id bigint, kind text, id bigint, visibility visibility, display_name text, result_type text,
                 slug text, names text[], body text)
  LANGUAGE sql STABLE
  AS $$
    SELECT r.tenant_id, 'List', r.id, r.visibility, r.name,
           CASE r.type WHEN 'LibraryList' THEN 'Library List' WHEN 'OrganizationsList' THEN 'Organization List'
                       WHEN 'PeopleList' THEN 'People List' ELSE 'Ledger List' END,
           r.slug, ARRAY[r.name], r.description
  $$;
--> statement-breakpoint
-- The statement that adds the search rows of the records `source` yields (a SELECT of
-- search_source_* rows). Used by search_sync and by the backfill below.
CREATE OR REPLACE FUNCTION search_add_sql(source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT format($q$
      WITH s AS MATERIALIZED (SELECT s.*, public.search_tsv(s.names, s.body) AS tsv FROM (%s) s),
      e AS (INSERT INTO public.search_entries (tenant_id, kind, id, visibility, display_name, result_type, slug, tsv)
            SELECT tenant_id, kind, id, visibility, display_name, result_type, slug, tsv FROM s),
      k AS (INSERT INTO public.search_keys (tenant_id, kind, at_start, key, name_len, id, visibility)
            SELECT s.tenant_id, s.kind, x.at_start, x.key, x.name_len, s.id, s.visibility
              FROM s CROSS JOIN LATERAL public.search_keys_of(s.names) x)
      INSERT INTO public.search_words (tenant_id, word, visibility, reversed)
      SELECT DISTINCT s.tenant_id, w.word, s.visibility, reverse(w.word)
        FROM s CROSS JOIN LATERAL unnest(tsvector_to_array(s.tsv)) w(word)
       WHERE length(w.word) BETWEEN 3 AND 40
       ORDER BY 1, 2, 3
      ON CONFLICT DO NOTHING$q$, source)
  $$;
--> statement-breakpoint
-- The statement that removes the search rows of the records (tenant_id, id) of kind $1 that
-- `source` yields, and answers how many records that was.
CREATE OR REPLACE FUNCTION search_remove_sql(source text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT format($q$
      WITH s AS MATERIALIZED (%s),
      k AS (DELETE FROM public.search_keys k USING s WHERE k.tenant_id = s.tenant_id AND k.kind = $1 AND k.id = s.id),
      e AS (DELETE FROM public.search_entries e USING s WHERE e.tenant_id = s.tenant_id AND e.kind = $1 AND e.id = s.id)
      SELECT count(*) FROM s$q$, source)
  $$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk load (COPY, INSERT ... SELECT) costs a few
-- set-based statements, not a call per row. TG_ARGV: the kind, then the columns whose change
-- re-indexes a record (an UPDATE of other columns only costs the comparison).
CREATE OR REPLACE FUNCTION search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $fn$
DECLARE
  kind text := TG_ARGV[0];
  source text := format('public.%I', 'search_source_' || TG_TABLE_NAME);
  pairs text := 'old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id';
  changed text;
  n integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE public.search_add_sql(format('SELECT s.* FROM new_rows n CROSS JOIN LATERAL %s(n) s', source));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE public.search_remove_sql('SELECT o.tenant_id, o.id FROM old_rows o') USING kind;
  ELSE
    SELECT format('(%s) IS DISTINCT FROM (%s)', string_agg(format('o.%I', c), ', '), string_agg(format('n.%I', c), ', '))
      INTO changed FROM unnest(TG_ARGV[1:]) c;
    EXECUTE public.search_remove_sql(format('SELECT n.tenant_id, n.id FROM %s WHERE %s', pairs, changed)) INTO n USING kind;
    IF n > 0 THEN
      EXECUTE public.search_add_sql(format('SELECT s.* FROM %s CROSS JOIN LATERAL %s(n) s WHERE %s', pairs, source, changed));
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $do$
DECLARE
  t record;
  bypasses_rls boolean := (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user);
BEGIN
  FOR t IN SELECT * FROM (VALUES
      ('keywords', 'Keyword', 'name,visibility'),
      ('people', 'Person', 'name_given,name_family,name_nickname,name_legal,aliases,visibility'),
      ('organizations', 'Organization', 'name_dba,name_inc,aliases,visibility'),
      ('ledger_entries', 'Ledger', 'name,owner,visibility'),
      ('library_entries', 'LibraryEntry', 'title,abstract,visibility'),
      ('lists', 'List', 'name,slug,type,description,visibility')) AS x(tbl, kind, cols)
  LOOP
    -- The backfill reads every tenant's rows. A role that is not exempt from row-level security
    -- reads them as the tables' owner, not under the forced tenant policy (forced again below, and by
    -- migrate.ts after the migrations). CREATE TRIGGER keeps writers out until COMMIT, so no write
    -- falls between the backfill and the triggers.
    IF NOT bypasses_rls THEN
      EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY', t.tbl);
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION public.search_sync(%L)', t.tbl || '_search_insert', t.tbl, t.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION public.search_sync(%L, %s)',
                   t.tbl || '_search_update', t.tbl, t.kind,
                   (SELECT string_agg(quote_literal(c), ', ') FROM unnest(string_to_array(t.cols, ',')) c));
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION public.search_sync(%L)', t.tbl || '_search_delete', t.tbl, t.kind);
    EXECUTE public.search_add_sql(format('SELECT s.* FROM public.%I r CROSS JOIN LATERAL public.%I(r) s', t.tbl, 'search_source_' || t.tbl));
    IF NOT bypasses_rls THEN
      EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tbl);
    END IF;
  END LOOP;
END
$do$;
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_tenant_id_kind_id_pk" PRIMARY KEY("tenant_id","kind","id");
--> statement-breakpoint
ALTER TABLE "search_keys" ADD CONSTRAINT "search_keys_pk" PRIMARY KEY("tenant_id","kind","at_start","key","name_len","id","visibility");
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "search_keys" ADD CONSTRAINT "search_keys_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A small pending list: every full-text search reads all of it (at GIN's default 4 MB, ~3 ms).
CREATE INDEX "search_entries_tsv_idx" ON "search_entries" USING gin ("tenant_id","kind","tsv") WITH (gin_pending_list_limit=256);
--> statement-breakpoint
CREATE INDEX "search_keys_record_idx" ON "search_keys" USING btree ("tenant_id","kind","id");
--> statement-breakpoint
CREATE INDEX "search_words_reversed_idx" ON "search_words" USING btree ("tenant_id","reversed");
--> statement-breakpoint
-- Row-level security lets the planner use an index for a condition before the tenant policy only
-- when the condition's function is LEAKPROOF; `tsvector @@ tsquery` is not marked so, although it
-- raises no error and has no side effect whatever its input, so under the policy the full-text
-- tier would read every row of the tenant. Marking it needs a superuser (the embedded database
-- and the usual set-ups); without one, full-text search stays correct and becomes slow.
DO $do$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;
  ELSE
    RAISE NOTICE 'search: not a superuser, so ts_match_vq stays non-leakproof and full-text search reads the whole tenant';
  END IF;
END
$do$;

import type { THiddenNames, THiddenNamesQuery, TVisibility } from '@intel/contracts';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client.ts';
import { useDebounced } from './use-debounced.ts';

/** How long typing pauses before the text is checked. */
export const HIDDEN_NAMES_DEBOUNCE_MS = 600;

export type HiddenNamesSelf = NonNullable<THiddenNamesQuery['exclude']>;
export type HiddenName = THiddenNames['names'][number] & { fields: string[] };
export type FieldText = { label: string; text: string };

/**
 * The organizations and people the fields' text names that the readers of a record of `visibility`
 * cannot see (issue 36 item 2; `POST /hidden-names/`), each with the labels of the fields that name
 * it. Each field is asked on its own (a name is not made of the end of one field and the start of the
 * next; typing in one field asks again for that field only), once typing pauses, and at once when the
 * visibility changes. Nothing is asked for a hidden record or when `enabled` is false (the research
 * team asks). `undefined` until there is an answer for this visibility.
 */
export function useHiddenNames(
  texts: FieldText[],
  visibility: TVisibility,
  self: HiddenNamesSelf | undefined,
  enabled: boolean,
): { names: HiddenName[]; capped: boolean; visibility: TVisibility } | undefined {
  const key = JSON.stringify(texts.map((t) => [t.label, t.text.trim()]));
  const settled: [string, string][] = JSON.parse(useDebounced(key, HIDDEN_NAMES_DEBOUNCE_MS));
  const on = enabled && visibility !== 'hidden';
  const asked = on ? settled.filter(([, text]) => text !== '') : [];
  const results = useQueries({
    queries: asked.map(([, text]) => ({
      queryKey: ['/hidden-names', text, visibility, self?.type ?? null, self?.id ?? null],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const body: THiddenNamesQuery = {
          text: text.slice(0, 100_000),
          visibility,
          ...(self ? { exclude: self } : {}),
        };
        return { ...(await api<THiddenNames>('/hidden-names/', { method: 'POST', body, signal })), visibility };
      },
      retry: false,
      staleTime: 60_000,
      // While a field's next answer comes, its last one stays (no flicker as one types).
      placeholderData: keepPreviousData,
    })),
  });
  const answers = results.map((r) => r.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers' contents are the dependency
  return useMemo(() => {
    if (!on || !answers.some((a) => a && a.visibility === visibility)) return undefined;
    const byRecord = new Map<string, HiddenName>();
    let capped = false;
    answers.forEach((a, i) => {
      if (!a || a.visibility !== visibility) return;
      capped ||= a.capped;
      for (const n of a.names) {
        const id = `${n.type}-${n.id}`;
        const seen = byRecord.get(id) ?? { ...n, fields: [] };
        seen.fields.push((asked[i] as [string, string])[0]);
        byRecord.set(id, seen);
      }
    });
    return { names: [...byRecord.values()], capped, visibility };
  }, [on, visibility, JSON.stringify(answers), JSON.stringify(asked)]);
}

import { OPERATOR_KIND_META, type TOperatorFilter, type TOperatorKind } from '@intel/contracts';

/** One filter per name and negation, values merged, in the kind's filter order. */
export function canonical(kind: TOperatorKind, filters: TOperatorFilter[]): TOperatorFilter[] {
  const meta = OPERATOR_KIND_META[kind].filters;
  const merged: TOperatorFilter[] = [];
  for (const f of filters) {
    const same = merged.find((x) => x.name === f.name && x.negate === f.negate);
    const type = meta[f.name]?.type;
    if (!same) merged.push({ ...f });
    else if (type === 'date_range' || type === 'number_range') {
      const [a = '', b = ''] = same.value.split(',');
      const [c = '', d = ''] = f.value.split(',');
      same.value = `${c || a},${d || b}`;
    } else if (type === 'multi') {
      same.value = [...new Set([...same.value.split(','), ...f.value.split(',')])].join(',');
    }
  }
  const order = Object.keys(meta);
  return merged.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name) || Number(a.negate) - Number(b.negate));
}

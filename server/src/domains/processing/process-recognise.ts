import type { ChatEndpoint } from '../../lib/llm-chat.ts';
import type { RecognisedNames } from '../reading/candidate.ts';
import { recogniseText } from '../reading/extract.ts';
import { withModelNames } from '../reading/extraction/model.ts';
import type { ReadItem } from './process-read.ts';

/**
 * Stage 2, recognise: the names (not yet folded) and contacts of the item's text. Known names are read as
 * names, so that a relation to a known fund stays on the new company, but never returned; places are never
 * names. A long text is read on the parser thread. With a model configured (`EXTRACTION_LLM_URL`) its
 * names are merged in (reading/extraction/model.ts); without one, or when it fails, the offline result.
 */
export async function recogniseItem(
  llm: ChatEndpoint | null,
  item: Pick<ReadItem, 'text' | 'known' | 'places' | 'hidden'>,
): Promise<RecognisedNames> {
  const knownNames = new Set([...item.known.flatMap((k) => k.normalized), ...item.hidden]);
  const offline = await recogniseText(item.text, new Set(item.places), knownNames);
  return withModelNames(llm, item.text, offline, new Set([...knownNames, ...item.places]));
}

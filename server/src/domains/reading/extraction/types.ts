import type { Kind } from './classify.ts';
import type { RelationType } from './eval/types.ts';

/** What the extractor returns (extract.ts), shared with the relation patterns (relations.ts). Types only. */
export type Mention = { start: number; end: number };
export type Entity = { kind: Kind; name: string; aliases: string[]; mentions: Mention[] };
export type Relation = { type: RelationType; from: string; to: string; role?: string; evidence: Mention };
/** `readTo`: where reading stopped when the document's time budget ran out (names after it are not read). */
export type Extraction = { entities: Entity[]; relations: Relation[]; sentences: Mention[]; readTo?: number };

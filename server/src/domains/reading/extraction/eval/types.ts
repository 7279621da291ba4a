/** One labelled passage of the extraction evaluation set (written for this project, not copied). */
export type RelationType = 'role' | 'founder' | 'investor' | 'board' | 'acquired';

export type LabelledEntity = { name: string; aliases?: string[] };

/**
 * A relation between two labelled entities, by their `name`: person → organization for role, founder
 * and board; investor → company for investor; target → buyer for acquired.
 */
export type LabelledRelation = { type: RelationType; from: string; to: string; role?: string };

export type LabelledPassage = {
  id: string;
  text: string;
  people: LabelledEntity[];
  organizations: LabelledEntity[];
  relations: LabelledRelation[];
};

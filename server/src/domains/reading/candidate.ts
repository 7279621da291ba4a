/** What recognition hands to processing: names with their places in the text, and contacts. Types only. */

/** `snippet`: the sentence around the span (`snippetAround`), when recognition cut it off the HTTP thread. */
export type Span = { start: number; end: number; snippet?: string };
/** A relation the text states, kept with the person's or organization's suggestion (with its sentence). */
export type CandidateRelation = {
  type: 'role' | 'founder' | 'investor' | 'board' | 'acquired';
  from: string;
  to: string;
  role?: string;
  evidence: string;
};
export type Candidate = {
  kind: 'organization' | 'person';
  name: string;
  normalized: string;
  spans: Span[];
  aliases?: string[];
  relations?: CandidateRelation[];
};
export type Contact = { kind: 'email' | 'url' | 'domain' | 'phone'; value: string; start: number };
export type Recognised = { candidates: Candidate[]; contacts: Contact[] };
/**
 * An investment the text states between two organizations that are both records already (issue 34 item 4):
 * no suggestion carries it, so it is kept with the item and offered as a ledger entry of the investor's.
 */
export type KnownInvestment = { investor: string; investee: string; evidence: string };
/** `namesReadTo`: where names stopped being read, when short of the text (its length cap or time budget). */
export type RecognisedNames = {
  names: Candidate[];
  contacts: Contact[];
  namesReadTo?: number;
  investments?: KnownInvestment[];
};

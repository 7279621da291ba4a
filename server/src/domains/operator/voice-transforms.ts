/**
 * Voice transformations of a question (issue 35's honesty probe): the same question as a lower-case chat, without
 * articles, with "w/" and "w/o", wrapped in a polite request, with a "pls" or "?" tacked on. Each keeps the meaning,
 * so the Operator must read the transformed question as the original, or say it is not sure — never as another.
 */

export type VoiceTransform = { name: string; apply: (q: string) => string };

const sentenceCase = (q: string) => q.charAt(0).toLowerCase() + q.slice(1);

export const VOICE_TRANSFORMS: VoiceTransform[] = [
  { name: 'lower-case', apply: (q) => q.toLowerCase() },
  { name: 'title case', apply: (q) => q.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()) },
  { name: 'upper case', apply: (q) => q.toUpperCase() },
  { name: '& for and', apply: (q) => q.replace(/\band\b/g, '&') },
  { name: 'no articles', apply: (q) => q.replace(/\b(?:the|a|an)\s+/gi, '') },
  { name: 'w/ and w/o', apply: (q) => q.replace(/\bwithout\b/gi, 'w/o').replace(/\bwith\b/gi, 'w/') },
  { name: 'could you pull up', apply: (q) => `Could you pull up ${sentenceCase(q)}, please?` },
  { name: 'would you mind listing', apply: (q) => `Would you mind listing ${sentenceCase(q)}?` },
  { name: 'pls', apply: (q) => `${q} pls` },
  { name: 'show me', apply: (q) => `show me ${sentenceCase(q)}` },
  { name: 'question mark', apply: (q) => `${q}?` },
  { name: 'all the', apply: (q) => `all the ${sentenceCase(q)}` },
  {
    name: 'terse',
    apply: (q) =>
      q
        .replace(/\b(?:the|a|an|which|that|who|are|is|were|was|of|any)\s+/gi, '')
        .replace(/\borganizations\b/gi, 'orgs')
        .replace(/\bpeople\b/gi, 'ppl'),
  },
  {
    name: 'trailing clause first',
    apply: (q) =>
      q.replace(/^(\S+)\s+(.+?)\s+((?:in|from|since|before|after|born|founded|published)\s.+)$/i, '$1 $3 $2'),
  },
  {
    name: 'that were',
    apply: (q) =>
      q.replace(
        /^(\S+)\s+(?=founded|born|published|based|headquartered|tagged|held|acquired|written)/i,
        '$1 that were ',
      ),
  },
  {
    name: 'which are',
    apply: (q) =>
      q.replace(
        /\b(companies|organizations|people|articles|stakes)\s+(?=in\s|based|founded|born|published|tagged)/i,
        '$1 which are ',
      ),
  },
];

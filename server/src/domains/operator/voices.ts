/**
 * Everyday words for what the rules read, said in several users' voices (issue 35): "the preceding year" and "the
 * prior quarter" are the previous one, "the third quarter of the previous year" names its year as "of last year" does,
 * and "of ours" is what we have. Each replacement is a reading of English, not of one question.
 */
export function everydayWords(text: string): string {
  return (
    text
      // "the preceding year", "the prior quarter": the one before this one ("prior to 2020" is a bound, left alone).
      .replace(
        /(?<![\p{L}])(?:preceding|prior)(?=\s+(?:year|quarter|month|week|decade|century)(?![\p{L}]))/giu,
        'previous',
      )
      // "the third quarter of the previous year", "Q2 of the current year": the year named as "of last year" is.
      .replace(/(?<=(?:quarter|q[1-4]|h[12])\s+of\s+)the\s+(?=(?:previous|last|current|this)\s+year(?![\p{L}]))/giu, '')
      // "no staff at all", "anything at all": "at all" stresses the words before it ("people at all German firms" is
      // left alone).
      .replace(
        /\s+at\s+all(?=\s*(?:$|[.,;:?!)])|\s+(?:and|or|but|in|on|from|since|before|after|who|that|which)(?![\p{L}]))/giu,
        '',
      )
      // "businesses with nobody linked to them", "no one attached": no people.
      .replace(
        /(?<![\p{L}])(?:nobody|no\s+one|no-one)(?=\s+(?:linked|attached|associated|connected|tied|listed|working|employed)(?![\p{L}]))|(?<=(?:with|has|have|having)\s+)(?:nobody|no\s+one|no-one)(?![\p{L}])/giu,
        'no people',
      )
      // "which, as at today's date, are …", "as of now": the time the question is asked, which every reading assumes.
      .replace(
        /(?:,\s*)?(?<![\p{L}])as\s+(?:at|of)\s+(?:today(?:['’]s\s+date)?|now|the\s+present(?:\s+day)?|right\s+now|this\s+moment)(?![\p{L}])(?:\s*,)?/giu,
        '',
      )
      // "any firms of ours": ours is what the records hold.
      .replace(/(?<![\p{L}])of\s+ours(?![\p{L}])/giu, '')
  );
}

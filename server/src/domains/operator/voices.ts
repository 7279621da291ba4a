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
      // "in respect of the people on file", "with respect to companies": what the question is about.
      .replace(/(?<![\p{L}])(?:(?:in|with)\s+respect\s+(?:of|to)|as\s+regards)(?![\p{L}])/giu, 'regarding')
      // "…, please identify those aged …": a request after a clause, as at the start of a question.
      .replace(
        /(?<=[,;:]\s*)(?:(?:please|kindly)\s+(?:identify|list|show|give|provide|find|produce|name|display|return|fetch|pull|get)(?:\s+(?:me|us))?(?![\p{L}])|(?:list|show|give|find|display|return|fetch|get)(?=\s+(?:me|us|all|every|each|the|any|those)(?![\p{L}])))/giu,
        '',
      )
      // "Sorry if this is obvious, but …", "Apologies for the bother - …": an apology before the question.
      .replace(
        /^\s*(?:(?:i'?m\s+)?sorry|apologies|excuse\s+me|pardon\s+me)(?:\s+(?:if|for|to)\s+[^,;:.?!-]{0,40}?)?(?:\s*[,;:.!-]+\s*|\s+)but(?![\p{L}])|^\s*(?:(?:i'?m\s+)?sorry|apologies|excuse\s+me|pardon\s+me)(?:\s+(?:if|for|to)\s+[^,;:.?!-]{0,40}?)?\s*[,;:.!-]+/iu,
        '',
      )
      // "For my thesis I need …", "For a summary table in my dissertation: …": the purpose of the question, not a
      // condition. Only a piece of work named by its noun; what it is "on" stays to be read.
      .replace(
        /(?:^|(?<=[.;:?!]\s+)|(?<=,\s*)(?=for\s[^,]{3,60},))for\s+(?:my|our|a|an|the|this)\s+(?:[\p{L}-]+\s+){0,2}?(?:thesis|dissertation|appendix|chapter|presentation|deck|memo|briefing|essay|assignment|coursework|project|table|timeline|slides?|write-?up|board\s+pack)(?:\s+(?:chapter|timeline|appendix|table|project|review|draft))?(?:\s+(?:in|of|for)\s+(?:my|our)\s+(?:thesis|dissertation|project|report|paper))?(?![\p{L}-])(?:\s*[:,])?/giu,
        '',
      )
      // "Which organizations are left?", "who remains among the people?": the rest, once something is left out.
      .replace(/\s+(?:are|is)\s+(?:left(?:\s+over)?|remaining)(?=\s*(?:[?.!]|$))/giu, '')
      // "How many persons born in the 1970s are recorded?": what the records hold, said at the end.
      .replace(
        /\s+(?:are|is|were|was)\s+(?:recorded|on\s+record|on\s+file|held|stored|listed)(?=\s*(?:[?.!]|$))/giu,
        '',
      )
      .replace(/(?<=(?:who|what|which)(?:\s+\p{L}+)?\s+)remains?(?=\s+among(?![\p{L}])|\s*(?:[?.!]|$))/giu, 'are')
      // "the pieces that sit behind the paywall": are behind it.
      .replace(/(?<![\p{L}])(?:sits?|sitting|sat)(?=\s+behind\s)/giu, 'are')
      // "I'd be curious whether we record …", "I wonder if there are …": a question asked indirectly.
      .replace(
        /^(?:(?:i|we)(?:'d|\s+would|'m|\s+am|'re|\s+are)\s+(?:be\s+)?(?:curious|interested|keen)(?:\s+to\s+(?:know|see|learn))?|i\s+wonder|(?:i'?m|i\s+am|i\s+was)\s+wondering)\s+(?:whether|if)(?=\s)/iu,
        'show',
      )
      .replace(/(?<=(?:know|see|learn|tell\s+(?:me|us)))\s+(?:whether|if)(?=\s+(?:there|we|any|you)(?![\p{L}]))/giu, '')
      // "It'd be great to see …", "Would it be possible to get …": a request put as a wish.
      .replace(
        /^(?:it(?:'d|\s+would)\s+be\s+(?:great|good|nice|helpful|useful|lovely|ideal)\s+to|(?:would|is)\s+it\s+be\s+possible\s+to|is\s+it\s+possible\s+to)\s+(?:see|get|have|know|list|view|pull)(?![\p{L}])/iu,
        'show',
      )
      // "I was hoping to see …, if that's OK?": a polite request, and the courtesy after it.
      .replace(
        /^(?:i\s+was|i'?m|i\s+am|we\s+were|we'?re)\s+hoping\s+(?:to\s+(?:see|get|find|have)|for)(?![\p{L}])/iu,
        'show',
      )
      .replace(
        /(?:,\s*|\s+)if\s+(?:that'?s|that\s+is|it'?s|it\s+is)\s+(?:ok(?:ay)?|alright|all\s+right|possible|not\s+too\s+much\s+trouble)(?=\s*(?:[?.!]|$))/giu,
        '',
      )
      // "Quick q: …", "Exec summary: …": a label before the question.
      .replace(
        /^\s*(?:quick\s+(?:q|question|one)|exec(?:utive)?\s+summary|summary|request|question|q|note|fyi|task|ask|query)\s*[:-]\s*/iu,
        '',
      )
      // "I need the number of women …": a count asked for inside a request.
      .replace(
        /^\s*(?:(?:i|we)\s+(?:need|want|would\s+like)(?:\s+to\s+know)?|(?:i|we)'d\s+(?:like|love)(?:\s+to\s+know)?|(?:can|could)\s+you\s+(?:give|tell)\s+(?:me|us)|tell\s+(?:me|us)|i\s+wonder)\s+(?=(?:the\s+)?(?:total\s+)?number\s+of\s|how\s+many\s)/iu,
        '',
      )
      // "startups that got founded after 2018": "got" as the passive's "were".
      .replace(
        /(?<![\p{L}])(?:got|gotten|get|gets)(?=\s+(?:founded|established|incorporated|started|launched|set\s+up|born|published|released|written|added|created|tagged|acquired|made)(?![\p{L}]))/giu,
        'were',
      )
      // "founded 2000+": that year or later.
      .replace(/(?<![\d.])((?:19|20)\d\d)\s*\+(?![\d])/gu, '$1 or later')
      // "those of female gender": the gender word names its field.
      .replace(/(?<=(?:female|male)\s+)(?:gender|sex)(?![\p{L}])/giu, '')
      // "any firms of ours": ours is what the records hold.
      .replace(/(?<![\p{L}])of\s+ours(?![\p{L}])/giu, '')
  );
}

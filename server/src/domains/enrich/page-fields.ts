import { parseHTML } from 'linkedom';

export type PageFields = {
  name: string | null;
  description: string | null;
  website: string;
  emails: string[];
  phones: string[];
  social_links: string[];
  hq_city: string | null;
};

const SOCIAL =
  /(^|\.)(linkedin\.com|twitter\.com|x\.com|facebook\.com|instagram\.com|youtube\.com|github\.com|crunchbase\.com)$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** What an organization's web page says about it: name, description, contacts, social links, city. */
export function pageFields(html: string, url: string): PageFields {
  const { document } = parseHTML(html);
  const meta = (sel: string) => document.querySelector(sel)?.getAttribute('content')?.trim() || null;
  const title = document.querySelector('title')?.textContent?.trim() || null;
  const name =
    meta('meta[property="og:site_name"]') ??
    meta('meta[property="og:title"]') ??
    (title ? (title.split(/\s[|–—-]\s/)[0] ?? title).trim() : null);
  const description = meta('meta[name="description"]') ?? meta('meta[property="og:description"]');
  const emails = new Set<string>();
  const phones = new Set<string>();
  const social = new Set<string>();
  for (const a of document.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (href.startsWith('mailto:')) {
      const email = decodeURIComponent(href.slice(7).split('?')[0] ?? '')
        .trim()
        .toLowerCase();
      if (/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email)) emails.add(email);
    } else if (href.startsWith('tel:')) {
      phones.add(decodeURIComponent(href.slice(4)).trim());
    } else {
      try {
        const u = new URL(href, url);
        if (/^https?:$/.test(u.protocol) && SOCIAL.test(u.hostname))
          social.add(`${u.origin}${u.pathname}`.replace(/\/$/, ''));
      } catch {
        /* not a URL */
      }
    }
  }
  const text = document.body?.textContent ?? '';
  for (const m of text.matchAll(EMAIL)) if (emails.size < 20) emails.add(m[0].toLowerCase());
  let city: string | null = null;
  for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const found = /"addressLocality"\s*:\s*"([^"]{1,100})"/.exec(s.textContent ?? '');
      if (found?.[1]) {
        city = found[1];
        break;
      }
    } catch {
      /* ignore malformed JSON-LD */
    }
  }
  return {
    name,
    description,
    website: new URL(url).origin,
    emails: [...emails].slice(0, 20),
    phones: [...phones].slice(0, 20),
    social_links: [...social].slice(0, 20),
    hq_city: city,
  };
}

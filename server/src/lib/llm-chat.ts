import { safeFetch } from './safe-fetch.ts';

/** An OpenAI-compatible chat endpoint (the Operator's and the extractor's optional model). */
export type ChatEndpoint = {
  url: string;
  model: string;
  /** Sent only to an address configured in the environment. */
  apiKey: string | null;
  timeoutMs: number;
  /** Private hosts the SSRF guard lets through (FETCH_ALLOW plus the configured endpoint). */
  allow: string[];
};
export type ChatMessage = { role: 'system' | 'user'; content: string };

/** The first JSON object in a model's answer (fenced or not), or null. */
export function extractJson(content: string): unknown {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const body = fenced?.[1] ?? content;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * Asks the endpoint (through the SSRF-guarded fetch, no redirects, a timeout and a size cap) for a
 * JSON answer and returns the first JSON object of the reply, or null on any failure: a timeout, an
 * error status, a reply that is not a chat completion or holds no JSON. Never throws.
 */
export async function askChatJson(cfg: ChatEndpoint, messages: ChatMessage[]): Promise<unknown> {
  try {
    const res = await safeFetch(cfg.url, {
      method: 'POST',
      maxRedirects: 0,
      timeoutMs: cfg.timeoutMs,
      maxBytes: 512 * 1024,
      allow: cfg.allow,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: cfg.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages,
      }),
    });
    if (res.status < 200 || res.status >= 300) return null;
    const answer = JSON.parse(res.body.toString('utf8')) as {
      choices?: { message?: { content?: string } }[];
    };
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    return extractJson(content);
  } catch {
    return null;
  }
}

/** The PostgreSQL error message behind Drizzle's "Failed query" wrapper ('no error' when the promise resolves). */
export async function pgMessage(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return e.cause?.message ?? e.message;
  }
}

/** Settings the server writes into index.html; defaults for the Vite dev server. */
export type ClientConfig = { baseDomain: string; defaultTenant: string };

declare global {
  interface Window {
    __INTEL_CONFIG__?: Partial<ClientConfig>;
  }
}

export function clientConfig(): ClientConfig {
  const given = typeof window !== 'undefined' ? window.__INTEL_CONFIG__ : undefined;
  return { baseDomain: given?.baseDomain ?? 'localhost', defaultTenant: given?.defaultTenant ?? 'www' };
}

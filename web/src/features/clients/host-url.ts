/** A tenant's address in the browser: its host with this page's scheme and port. */
export function hostUrl(host: string, path = '/'): string {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}${path}`;
}

// Reading a request's target, shared by the dev and preview servers.

/**
 * The address a request asks for, with `..` segments resolved as a browser would; undefined for a
 * target that is no address at all (`GET http://[ HTTP/1.1` reaches the handler), which names no file.
 */
export function toRequestUrl(target: string | undefined): URL | undefined {
  try {
    return new URL(target ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

/** `%C3%B5` → `õ`; a path with a broken escape (`/%E0%A4%A`) is kept as written, so it finds no file. */
export function toDecodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

// The command line of the dev and preview servers: a port, and an address to listen on (opt-in).
import { parseArgs } from 'node:util';
import { describeFailure, SiteError } from '../errors.ts';

/** `--port N`, else `PORT`, else `defaultPort`; `--host` alone listens on every interface, as Vite's does. */
export function readServeOptions(args: readonly string[], env: NodeJS.ProcessEnv, defaultPort: number): { port: number; host: string } {
  const list = [...args];
  const hostAt = list.indexOf('--host');
  if (hostAt !== -1 && (list[hostAt + 1] === undefined || list[hostAt + 1]?.startsWith('-'))) list.splice(hostAt + 1, 0, '0.0.0.0');
  let values: { port?: string; host?: string };
  try {
    ({ values } = parseArgs({ args: list, options: { port: { type: 'string' }, host: { type: 'string' } } }));
  } catch (error) {
    throw new SiteError(`${error instanceof Error ? error.message : String(error)}; the options are --port N and --host [ADDRESS]`);
  }
  const text = values.port ?? env.PORT ?? String(defaultPort);
  const port = Number(text);
  if (text.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SiteError(`"${text}" is not a port number; write a whole number from 0 to 65535, e.g. --port 5174`);
  }
  // Only this machine can reach the server unless --host says otherwise.
  return { port, host: values.host ?? '127.0.0.1' };
}

/** Why a server could not start, in a sentence; a port already taken is the usual reason. */
export function describeServeFailure(error: unknown): string {
  const { code, port } = error as NodeJS.ErrnoException & { port?: number };
  if (code === 'EADDRINUSE') return `Port ${port} is already in use (another server of this site?); pick another with --port or PORT.`;
  return describeFailure(error);
}

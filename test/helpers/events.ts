// A Server-Sent Events client for tests: events are kept in order and taken by name.
import http from 'node:http';
import net from 'node:net';

export interface ReceivedEvent {
  name: string;
  data: Record<string, unknown>;
}

export interface EventStream {
  /** The next event called `name` (earlier events of other names are passed over); fails after `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Every event received and not yet taken. */
  pending(): ReceivedEvent[];
  close(): void;
}

/** Resolves once the server has answered and the greeting events can arrive. */
export function openEvents(url: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const received: ReceivedEvent[] = [];
    let wake = () => {};
    const request = http.get(url, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = toEvent(block);
          if (event) received.push(event);
        }
        wake();
      });
      resolve({
        async next(name, timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const index = received.findIndex((event) => event.name === name);
            if (index !== -1) return received.splice(0, index + 1).at(-1) as ReceivedEvent;
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
            await new Promise<void>((done) => {
              const timer = setTimeout(done, left);
              wake = () => {
                clearTimeout(timer);
                done();
              };
            });
          }
        },
        pending: () => [...received],
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

function toEvent(block: string): ReceivedEvent | undefined {
  let name = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) name = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  return data === '' ? undefined : { name, data: JSON.parse(data) as Record<string, unknown> };
}

/**
 * A page reading the events channel at `url` over a plain socket, so that a test decides exactly
 * when and how the connection dies: `leave(socket)` runs once `isTime` holds for what has arrived
 * (the response as text), and the promise resolves with that text.
 */
export function openLeaving(url: string, isTime: (received: string) => boolean, leave: (socket: net.Socket) => void): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (!socket.destroyed && isTime(received)) {
        leave(socket);
        resolve(received);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`the server closed the connection first; received ${JSON.stringify(received.slice(0, 200))}`)));
  });
}

/** Ends a connection with a reset (RST), as a crashed or suspended browser's connection ends. */
export const resetSocket = (socket: net.Socket): void => void socket.resetAndDestroy();
/** Ends a connection in order (FIN), as a closed tab's does. */
export const closeSocket = (socket: net.Socket): void => void socket.destroy();

// The reload channel: Server-Sent Events, which EventSource reconnects by itself and CSP's
// `connect-src 'self'` allows.
import type http from 'node:http';

export type ServerEvent = { name: 'ready' | 'reload' | 'css' | 'problem'; data: unknown };

export function createEventChannel() {
  const clients = new Set<http.ServerResponse>();
  const write = (res: http.ServerResponse, text: string) => {
    if (res.destroyed || res.writableEnded) clients.delete(res);
    else res.write(text);
  };
  // A comment now and then finds connections whose browser went away without a word.
  const keepAlive = setInterval(() => {
    for (const res of clients) write(res, ': keep-alive\n\n');
  }, 15_000);
  keepAlive.unref();

  return {
    /** Keeps the request open; `greeting` goes to this client first. */
    open(req: http.IncomingMessage, res: http.ServerResponse, greeting: readonly ServerEvent[]): void {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      // A restarted dev server is found again quickly.
      res.write('retry: 500\n\n');
      for (const event of greeting) write(res, toEventText(event));
      clients.add(res);
      const forget = () => clients.delete(res);
      req.on('close', forget);
      res.on('error', forget);
    },
    send(event: ServerEvent): void {
      const text = toEventText(event);
      for (const res of clients) write(res, text);
    },
    get clientCount(): number {
      return clients.size;
    },
    close(): void {
      clearInterval(keepAlive);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

function toEventText({ name, data }: ServerEvent): string {
  // JSON has no raw line breaks, so one `data:` line always carries the whole message.
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

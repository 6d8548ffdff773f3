// The reload channel when a page goes away in the middle of what the server is sending it.
import http from 'node:http';
import type net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createEventChannel } from '../src/dev/events.ts';
import { closeSocket, openEvents, openLeaving, resetSocket, type EventStream } from './helpers/events.ts';
import { closeServer, request } from './helpers/http.ts';

type EventChannel = ReturnType<typeof createEventChannel>;

interface Context {
  channel: EventChannel;
  server: http.Server;
  url: string;
}

const channelSuite = suite<Context>('createEventChannel');

channelSuite.before.each(async (context) => {
  context.channel = createEventChannel();
  context.server = http.createServer((req, res) => {
    if (req.url === '/events') context.channel.open(req, res, [{ name: 'ready', data: { build: 'a-1' } }]);
    else res.end('still here');
  });
  await new Promise<void>((resolve) => context.server.listen(0, '127.0.0.1', resolve));
  const address = context.server.address() as net.AddressInfo;
  context.url = `http://127.0.0.1:${address.port}`;
});

channelSuite.after.each(async (context) => {
  context.channel.close();
  await closeServer(context.server);
});

/** Sends `count` events of `size` bytes each, one per turn of the event loop, as a burst of rebuilds would. */
async function sendBurst(channel: EventChannel, count: number, size: number, onSent?: (n: number) => void): Promise<void> {
  for (let n = 0; n < count; n++) {
    channel.send({ name: 'reload', data: { build: `b-${n}`, padding: 'x'.repeat(size) } });
    onSent?.(n);
    await nextTurn();
  }
}

async function untilTrue(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function assertAllReceived(steady: EventStream, count: number): Promise<void> {
  for (let n = 0; n < count; n++) assert.is((await steady.next('reload')).data.build, `b-${n}`, 'every event, in order');
}

for (const [how, leave] of [['reset (RST)', resetSocket], ['closed', closeSocket]] as const) {
  channelSuite(`should keep serving other pages when one is ${how} while the server is writing to it`, async ({ channel, url }) => {
    const steady = await openEvents(`${url}/events`);
    try {
      await steady.next('ready');
      let sentWhenLeft = -1;
      let sent = 0;
      // 200 events of 32 KB: far more than the socket buffers hold, so the server is mid-write.
      const left = openLeaving(`${url}/events`, (received) => received.length >= 256 * 1024, leave).then(() => (sentWhenLeft = sent));
      await untilTrue(() => channel.clientCount === 2, 'the leaving page did not connect');
      await sendBurst(channel, 200, 32 * 1024, (n) => (sent = n + 1));
      await left;
      assert.ok(sentWhenLeft > 0 && sentWhenLeft < 200, `the page left after ${sentWhenLeft} of 200 events were sent`);
      await assertAllReceived(steady, 200);
      await untilTrue(() => channel.clientCount === 1, 'the channel still counts the page that left');
      await sendBurst(channel, 3, 10);
      await assertAllReceived(steady, 3);
      assert.is((await request(url, '/')).body.toString(), 'still here');
    } finally {
      steady.close();
    }
  });
}

channelSuite('should forget a page that leaves between events, and greet the next one', async ({ channel, url }) => {
  for (let n = 0; n < 20; n++) {
    await openLeaving(`${url}/events`, (received) => received.includes('event: ready'), n % 2 ? resetSocket : closeSocket);
  }
  await untilTrue(() => channel.clientCount === 0, 'pages that left are still counted');
  const next = await openEvents(`${url}/events`);
  try {
    assert.is((await next.next('ready')).data.build, 'a-1');
    await sendBurst(channel, 1, 10);
    await assertAllReceived(next, 1);
  } finally {
    next.close();
  }
});

channelSuite.run();

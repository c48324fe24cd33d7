// A school's link as one shared line between Chromium and the server (decisions 0001 and 0006): a TCP
// relay whose bytes cross one lane each way at the link's rate, every open connection taking its turn
// (fair queuing, as a school's router does), each byte delayed by half the round trip. DevTools'
// throttling gives each DevTools target a link of its own, so a service worker's downloads would
// not share the page's; here every request of the browser does. A connection Chromium closes (a
// cancelled download) stops taking the link. Not a test: the page benches use it.
import net from 'node:net';

/** About one TCP segment: the unit the lane takes turns in. */
const PIECE = 1460;

/** One direction of the link: `rate` bytes a second shared by the flows that have bytes waiting. */
function lane(rate, latencyMs) {
  const flows = [];
  let busy = false;
  let turn = 0;
  // When the lane is next free, kept exact: timers round to whole milliseconds, which piece by piece
  // would make the link faster than its rate.
  let freeAt = 0;
  const next = () => {
    const waiting = flows.filter((flow) => flow.waiting.length > 0);
    if (waiting.length === 0) {
      busy = false;
      return;
    }
    busy = true;
    const flow = waiting[turn++ % waiting.length];
    const piece = flow.waiting.shift();
    flow.inTransit += 1;
    const now = performance.now();
    freeAt = Math.max(now, freeAt) + (piece.length / rate) * 1000;
    setTimeout(() => {
      // One delay for every piece: Node runs timers of one duration in the order they were set, so
      // a connection's bytes arrive in the order they were sent.
      setTimeout(() => {
        flow.inTransit -= 1;
        flow.deliver(piece);
      }, latencyMs / 2);
      next();
    }, freeAt - now);
  };
  return {
    /** A connection's bytes in this direction; `deliver` writes a piece that has crossed. */
    flow(deliver) {
      const flow = { waiting: [], inTransit: 0, deliver };
      flows.push(flow);
      return {
        send(chunk) {
          for (let at = 0; at < chunk.length; at += PIECE) flow.waiting.push(chunk.subarray(at, at + PIECE));
          if (!busy) next();
        },
        get pending() {
          return flow.waiting.length + flow.inTransit;
        },
        close() {
          const at = flows.indexOf(flow);
          if (at >= 0) flows.splice(at, 1);
          flow.waiting.length = 0;
        },
      };
    },
  };
}

/**
 * Relays 127.0.0.1:`listenPort` to `targetPort` over the link. Resolves once listening to
 * { close, bytesDown }: `bytesDown()` is what has crossed towards the browser so far.
 */
export function startSharedLink({ listenPort, targetPort, latencyMs, downBytesPerSecond, upBytesPerSecond }) {
  const down = lane(downBytesPerSecond, latencyMs);
  const up = lane(upBytesPerSecond, latencyMs);
  const sockets = new Set();
  let delivered = 0;
  const relay = net.createServer((browser) => {
    const server = net.connect(targetPort, '127.0.0.1');
    sockets.add(browser).add(server);
    let serverGone = false;
    const toServer = up.flow((piece) => {
      if (!server.destroyed) server.write(piece);
    });
    const toBrowser = down.flow((piece) => {
      delivered += piece.length;
      if (!browser.destroyed) browser.write(piece);
      if (serverGone && toBrowser.pending === 0) browser.end();
    });
    browser.on('data', (chunk) => toServer.send(chunk));
    server.on('data', (chunk) => toBrowser.send(chunk));
    const drop = () => {
      toServer.close();
      toBrowser.close();
      browser.destroy();
      server.destroy();
      sockets.delete(browser);
      sockets.delete(server);
    };
    // The browser gone (it closes a connection to cancel a download), nothing more crosses for it;
    // the server gone, what it sent still crosses first.
    browser.on('error', drop);
    browser.on('close', drop);
    server.on('error', drop);
    server.on('close', () => {
      serverGone = true;
      if (toBrowser.pending === 0) browser.end();
    });
  });
  return new Promise((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(listenPort, '127.0.0.1', () =>
      resolve({
        bytesDown: () => delivered,
        close() {
          relay.close();
          for (const socket of sockets) socket.destroy();
        },
      }),
    );
  });
}

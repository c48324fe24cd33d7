// A port nothing listens on now, for a server the test starts as its own process (or a mail server
// whose port must be known before it listens).
import net from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// A port nothing listens on now, on loopback, for a server started next as its own process (or a
// mail server whose port must be known before it listens): the tests' and the benches'.
import net from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

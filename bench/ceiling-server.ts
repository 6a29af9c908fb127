import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

export interface CeilingServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The ceiling: a bare Fastify (no plugins, no schema, no database) answering every GET with the given
 * bytes from memory. The app can at best approach what this serves.
 */
export async function startCeilingServer(body: Buffer, contentType: string): Promise<CeilingServer> {
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => {
    reply.header('content-type', contentType).send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

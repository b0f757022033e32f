import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The ERP's end of the webhook: it answers `status` and keeps what it was sent. */
export async function startWebhookReceiver() {
  const received: { id: string; signature: string; body: string; answered: number }[] = [];
  const receiver = {
    status: 200,
    received,
    url: '',
    server: null as Server | null,
    delivered: () =>
      received.filter((entry) => entry.answered === 200).map((entry) => JSON.parse(entry.body)),
    async close() {
      await new Promise((resolve) => receiver.server?.close(resolve));
    },
  };
  receiver.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        id: String(request.headers['x-tradeshop-event-id']),
        signature: String(request.headers['x-tradeshop-signature']),
        body,
        answered: receiver.status,
      });
      response.statusCode = receiver.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/erp/orders`;
  return receiver;
}

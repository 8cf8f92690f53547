// What the access log records of a request: Fastify's usual fields, with secrets in the address
// replaced. An 'another phone' link's token (decision 0086) and the token of a confirmation or reset
// link work like passwords while they live, so they never reach a log.
import type { FastifyRequest } from 'fastify';

const SECRET_IN_PATH = /^(\/another-phone\/|\/api\/auth\/reset-password\/)[^/?#]+/;
const SECRET_IN_QUERY = /([?&]token=)[^&#]*/g;

export function withoutSecrets(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[hidden]').replace(SECRET_IN_QUERY, '$1[hidden]');
}

export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

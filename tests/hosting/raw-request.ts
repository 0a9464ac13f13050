/**
 * One HTTP/1.1 GET with the request target sent byte for byte, as an attacker
 * would send it: browsers and fetch clients normalize `/\evil.com` or
 * `//evil.com` before sending, so they cannot test what a server does with them.
 */
import {connect} from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without an answer (nginx's 444). */
  status: number;
  /** Lower-case names; a header sent several times is joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

export function rawRequest(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to GET ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks).toString('latin1');
      if (response === '') return resolve({status: 0, headers: {}, body: ''});
      const headEnd = response.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = response.slice(0, headEnd).split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        parsed[name] = name in parsed ? `${parsed[name]}, ${value}` : value;
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: parsed,
        body: response.slice(headEnd + 4),
      });
    });
    const headerLines = Object.entries({
      Host: `127.0.0.1:${port}`,
      Connection: 'close',
      ...headers,
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${target} HTTP/1.1\r\n${headerLines.join('')}\r\n`, 'latin1');
  });
}

/** True when a Location value keeps the browser on the same site: one `/`, then neither `/` nor `\`. */
export const staysOnSite = (location: string) => /^\/(?![/\\])/.test(location);

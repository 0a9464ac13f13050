/**
 * build/_headers as the CDN hosts that read it apply it, following each
 * host's documented rules for a path that several rules match:
 * - Cloudflare Pages applies every matching rule; a header set by several is
 *   sent once with their values joined by ", ", and `! Name` detaches a header
 *   an earlier rule set.
 * - Netlify applies every matching rule; for a header set by several, the
 *   later rule's value wins. It has no detach syntax.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {securityHeaders} from '../../plugins/security-headers';
import {expect, test} from './fixtures';

const build = join(__dirname, '..', '..', 'build');

interface Rule {
  pattern: RegExp;
  headers: [name: string, value: string][];
  detached: string[];
}

function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:\w+/g, '[^/]+');
      rules.push({pattern: new RegExp(`^${source}$`), headers: [], detached: []});
    } else if (line.trim().startsWith('!')) {
      rules.at(-1)!.detached.push(line.trim().slice(1).trim().toLowerCase());
    } else {
      const colon = line.indexOf(':');
      rules
        .at(-1)!
        .headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function cloudflarePages(rules: Rule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({pattern}) => pattern.test(path))) {
    for (const name of rule.detached) delete headers[name];
    for (const [name, value] of rule.headers)
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

function netlify(rules: Rule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({pattern}) => pattern.test(path))) {
    const own: Record<string, string> = {};
    for (const [name, value] of rule.headers)
      own[name] = name in own ? `${own[name]}, ${value}` : value;
    Object.assign(headers, own);
  }
  return headers;
}

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** What each path should get: the security headers everywhere, a lifetime for assets, none for pages (the host's default revalidates). */
function expectedHeaders(security: Record<string, string>, path: string): Record<string, string> {
  if (/^\/assets\/(js|css|images|files)\//.test(path))
    return {...security, 'cache-control': 'public, max-age=31536000, immutable'};
  if (path.startsWith('/img/')) return {...security, 'cache-control': 'public, max-age=86400'};
  return security;
}

test.describe('build/_headers on CDN static hosts', () => {
  const text = readFileSync(join(build, '_headers'), 'utf8');
  const rules = parseHeadersFile(text);
  const nginxHeaders = readFileSync(join(build, '_nginx', 'security-headers.conf'), 'utf8');
  const security = Object.fromEntries(
    [...nginxHeaders.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );

  test('machinery: the host models reproduce the Cloudflare Pages caching bug of a /* Cache-Control rule', () => {
    const joined = parseHeadersFile(
      '/*\n  Cache-Control: no-cache\n/assets/js/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    expect(cloudflarePages(joined, '/assets/js/main.1234.js')['cache-control']).toBe(
      'no-cache, public, max-age=31536000, immutable',
    );
    expect(netlify(joined, '/assets/js/main.1234.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const detached = parseHeadersFile(
      '/*\n  Cache-Control: no-cache\n/assets/js/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    expect(cloudflarePages(detached, '/assets/js/main.1234.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  test('every file and page of the build gets the same headers on Cloudflare Pages and on Netlify', () => {
    expect(Object.keys(security)).toEqual(
      Object.keys(securityHeaders('')).map((name) => name.toLowerCase()),
    );
    expect(text).not.toMatch(/^\s+!/m);
    const paths = files(build).flatMap((file) => {
      const path = `/${relative(build, file)}`;
      return path.endsWith('/index.html') ? [path, path.slice(0, -'index.html'.length)] : [path];
    });
    expect(paths.length).toBeGreaterThan(1000);
    for (const path of paths) {
      const expected = expectedHeaders(security, path);
      expect(cloudflarePages(rules, path), `Cloudflare Pages: ${path}`).toEqual(expected);
      expect(netlify(rules, path), `Netlify: ${path}`).toEqual(expected);
    }
  });
});

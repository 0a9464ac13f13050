/**
 * nginx for the hosting tests and the audit, configured with the files in
 * deploy/ byte for byte: only the paths (site root, certificates, the folder
 * they include each other from), the listening addresses and the host names
 * an operator sets in `server_name` are replaced, and each replacement must
 * find its text, so a change to deploy/ cannot slip past the tests. The
 * site's names are those the tests connect to, `localhost` first (the name
 * the redirect to HTTPS gives); any other name reaches the default server. The main configuration around them is the part a
 * Debian server has in /etc/nginx/nginx.conf: MIME types, the brotli module
 * where it is installed (with deploy/brotli.conf, as the README says), and
 * the site file included in the `http` context.
 *
 * It serves BUILD_DIR (default build/) in the foreground, with its files in
 * /tmp/portico-nginx-NGINX_PORT, where it installs the build's security
 * headers as deploy/publish.sh does for a build that passes its check (that
 * folder is publish.sh's PORTICO_NGINX_DIR); stopping this process stops nginx:
 * - by default, over plain HTTP through deploy/behind-proxy.conf on
 *   127.0.0.1:NGINX_PORT (default 4174);
 * - with NGINX_HTTPS_PORT, through deploy/nginx.conf: HTTPS there, with a
 *   self-signed certificate made with openssl, and NGINX_PORT redirecting to it.
 */
import {execFileSync, spawn} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import nginxSettings from '../lib/nginx.json';

const repo = join(import.meta.dirname, '..', '..');
const DEPLOY = join(repo, 'deploy');
const HAS_BROTLI = existsSync(nginxSettings.brotliModule);

/** Replaces each `[text, replacement]` in `source`; throws when a text is not there. */
function substitute(source: string, file: string, replacements: [string, string][]): string {
  let result = source;
  for (const [text, replacement] of replacements) {
    if (!result.includes(text))
      throw new Error(`deploy/${file} no longer contains "${text}": update the hosting tests`);
    result = result.replaceAll(text, replacement);
  }
  return result;
}

function listen(port: number, httpPort: number, extra = ''): [string, string][] {
  return [
    [`listen ${port}${extra};`, `listen 127.0.0.1:${httpPort}${extra};`],
    [`listen [::]:${port}${extra};`, `listen [::1]:${httpPort}${extra};`],
  ];
}

/** The site's server_name as shipped, and as the tests set it. */
const SERVER_NAME: [string, string] = [
  'server_name portico.example;',
  `server_name ${nginxSettings.serverNames.join(' ')};`,
];

/** A self-signed certificate for `localhost` and 127.0.0.1, made with openssl. */
function selfSignedCertificate(folder: string): {certificate: string; key: string} {
  mkdirSync(folder, {recursive: true});
  const certificate = join(folder, 'fullchain.pem');
  const key = join(folder, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    {stdio: 'ignore'},
  );
  return {certificate, key};
}

/**
 * Writes the configuration of one nginx instance under `prefix` and returns
 * the command that runs it.
 * - `siteRoot`: the folder site.conf serves (a build, or a publish.sh root's `current`);
 * - `http`: the port of plain HTTP;
 * - `https`: with `{port, certificate, key}`, deploy/nginx.conf serves HTTPS there
 *   and redirects `http` to it; without, deploy/behind-proxy.conf serves the site on `http`.
 */
function configure({
  prefix,
  siteRoot,
  http,
  https,
}: {
  prefix: string;
  siteRoot: string;
  http: number;
  https?: {port: number; certificate: string; key: string};
}): [string, ...string[]] {
  mkdirSync(join(prefix, 'logs'), {recursive: true});
  mkdirSync(join(prefix, 'acme'), {recursive: true});
  const read = (file: string) => readFileSync(join(DEPLOY, file), 'utf8');
  const root = resolve(siteRoot);

  writeFileSync(
    join(prefix, 'site.conf'),
    substitute(read('site.conf'), 'site.conf', [
      ['/var/www/portico/current', root],
      ['/etc/nginx/portico/', `${prefix}/`],
    ]),
  );
  writeFileSync(join(prefix, 'markdown-accept.conf'), read('markdown-accept.conf'));
  copyFileSync(
    join(root, '_nginx', 'security-headers.conf'),
    join(prefix, 'security-headers.conf'),
  );
  const server = https
    ? substitute(read('nginx.conf'), 'nginx.conf', [
        ['/etc/nginx/portico/', `${prefix}/`],
        ['/var/www/portico/acme', join(prefix, 'acme')],
        ['/etc/ssl/portico/fullchain.pem', https.certificate],
        ['/etc/ssl/portico/privkey.pem', https.key],
        SERVER_NAME,
        ...listen(80, http),
        ...listen(443, https.port, ' ssl http2'),
        ...listen(80, http, ' default_server'),
        ...listen(443, https.port, ' ssl http2 default_server'),
      ])
    : substitute(read('behind-proxy.conf'), 'behind-proxy.conf', [
        ['/etc/nginx/portico/', `${prefix}/`],
        SERVER_NAME,
        ...listen(80, http),
        ...listen(80, http, ' default_server'),
      ]);
  writeFileSync(join(prefix, 'portico.conf'), server);
  if (HAS_BROTLI) writeFileSync(join(prefix, 'brotli.conf'), read('brotli.conf'));

  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${HAS_BROTLI ? `load_module ${nginxSettings.brotliModule};\n` : ''}user root;
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${HAS_BROTLI ? `  include ${prefix}/brotli.conf;\n` : ''}  include ${prefix}/portico.conf;
}
`,
  );
  return [nginxSettings.binary, '-p', prefix, '-c', join(prefix, 'nginx.conf')];
}

const port = Number(process.env.NGINX_PORT || 4174);
const httpsPort = process.env.NGINX_HTTPS_PORT ? Number(process.env.NGINX_HTTPS_PORT) : undefined;
const prefix = join('/tmp', `portico-nginx-${port}`);
rmSync(prefix, {recursive: true, force: true});
const command = configure({
  prefix,
  siteRoot: process.env.BUILD_DIR || join(repo, 'build'),
  http: port,
  https: httpsPort
    ? {port: httpsPort, ...selfSignedCertificate(join('/tmp', `portico-certificate-${port}`))}
    : undefined,
});
const [binary, ...args] = command;
const nginx = spawn(binary, args, {stdio: 'inherit'});
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));

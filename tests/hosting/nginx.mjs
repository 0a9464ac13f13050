/**
 * Serves the production build through deploy/nginx.conf on a loopback port,
 * as a host would, for the hosting tests. Runs nginx in the foreground with
 * a private prefix; stopping this process stops nginx. NGINX_PORT picks the
 * port and BUILD_DIR another build folder (to measure a build made without
 * the test values of the third parties). Where Debian's brotli module is
 * installed it is loaded, and deploy/brotli.conf included as the README says.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import nginxSettings from '../lib/nginx.json' with {type: 'json'};

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.NGINX_PORT || 4174);
const prefix = join('/tmp', `portico-nginx-${port}`);
const build = process.env.BUILD_DIR || join(root, 'build');
const BROTLI_MODULE = nginxSettings.brotliModule;
const BROTLI = existsSync(BROTLI_MODULE);

rmSync(prefix, {recursive: true, force: true});
mkdirSync(join(prefix, 'logs'), {recursive: true});

const serverBlock = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')
  .replaceAll('/var/www/portico/build', build)
  .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  .replace(/^\s*listen \[::\]:80;\n/m, '')
  .replace('gzip_static on;', BROTLI ? `gzip_static on;\n    include ${join(root, 'deploy', 'brotli.conf')};` : 'gzip_static on;');

writeFileSync(
  join(prefix, 'nginx.conf'),
  `${BROTLI ? `load_module ${BROTLI_MODULE};\n` : ''}user root;
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { text/markdown md; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${serverBlock}
}
`,
);

const nginx = spawn(nginxSettings.binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {stdio: 'inherit'});
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));

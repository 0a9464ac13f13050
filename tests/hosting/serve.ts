/**
 * Starts tests/hosting/nginx.ts from a spec, for the tests that need an
 * nginx of their own (HTTPS, redeploys, the Observatory scan).
 */
import {spawn} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect} from '@playwright/test';
import nginxSettings from '../lib/nginx.json';

export interface NginxServer {
  /** The folder that holds this server's configuration files. */
  prefix: string;
  /** nginx with this server's configuration: append `-t` or `-s reload`. */
  command: string;
  /** A folder whose `nginx` is this server's, to put first on PATH for deploy/publish.sh. */
  bin: string;
  stop: () => Promise<void>;
}

/** `https`: serve deploy/nginx.conf with HTTPS on that port and a redirect on `http`; without it, deploy/behind-proxy.conf on `http`. */
export async function startNginx({
  siteRoot,
  http,
  https,
}: {
  siteRoot: string;
  http: number;
  https?: number;
}): Promise<NginxServer> {
  const prefix = `/tmp/portico-nginx-${http}`;
  const child = spawn('node', ['--import', 'tsx', join(__dirname, 'nginx.ts')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BUILD_DIR: siteRoot,
      NGINX_PORT: String(http),
      ...(https ? {NGINX_HTTPS_PORT: String(https)} : {}),
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`nginx on port ${http} exited with ${child.exitCode}`);
        return fetch(`http://127.0.0.1:${http}/`, {redirect: 'manual'}).then(
          (response) => response.status,
          () => 0,
        );
      },
      {message: `nginx answers on port ${http}`, timeout: 20_000},
    )
    .toBeGreaterThan(0);
  const command = `${nginxSettings.binary} -p ${prefix} -c ${prefix}/nginx.conf`;
  const bin = `${prefix}-bin`;
  mkdirSync(bin, {recursive: true});
  writeFileSync(join(bin, 'nginx'), `#!/bin/sh\nexec ${command} "$@"\n`, {mode: 0o755});
  return {
    prefix,
    command,
    bin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Chromium as the test tools launch it outside Playwright's runner: Debian's where it is installed,
 * Playwright's own elsewhere, with the switches of chromium.json, and every request but loopback sent to
 * a proxy that does not exist, so nothing leaves the machine.
 */
import {existsSync} from 'node:fs';
import {chromium, type Browser} from '@playwright/test';
import chromiumSettings from './chromium.json';

export const chromiumPath = (): string =>
  existsSync(chromiumSettings.systemExecutable)
    ? chromiumSettings.systemExecutable
    : chromium.executablePath();

export const OFFLINE_CHROMIUM_ARGS = [...chromiumSettings.args, ...chromiumSettings.offlineArgs];

export const launchOfflineChromium = (): Promise<Browser> =>
  chromium.launch({executablePath: chromiumPath(), args: OFFLINE_CHROMIUM_ARGS});

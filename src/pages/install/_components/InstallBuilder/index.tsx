import {useId, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import CommandBox from '@site/src/components/CommandBox';
import {
  buildInstallCommand,
  buildVerifiedInstallCommand,
  databases,
  defaultChoices,
  installProblems,
  webServers,
  INSTALL_SCRIPT_SHA256,
  type InstallChoices,
} from '@site/src/data/installer';
import {architectures, curlInstall, supportedOs} from '@site/src/data/platforms';
import {releases} from '@site/src/data/releases';
import styles from './styles.module.css';

const installable = releases.filter(
  (release) => release.status === 'released' && !release.version.startsWith('0.'),
);

const toggles: ReadonlyArray<{
  key: 'mail' | 'ftp' | 'firewall' | 'unattended' | 'debug';
  label: string;
}> = [
  {key: 'mail', label: 'Mail server and webmail (Enterprise)'},
  {key: 'ftp', label: 'FTP server'},
  {key: 'firewall', label: 'Firewall'},
  {key: 'unattended', label: 'Unattended (ask no questions)'},
  {key: 'debug', label: 'Debug output'},
];

/**
 * Builds the install command from the visitor's choices. The HTML rendered
 * at build time holds the default command, so it works without JavaScript.
 */
export default function InstallBuilder(): ReactNode {
  const [choices, setChoices] = useState<InstallChoices>(defaultChoices);
  const id = useId();
  const set = <K extends keyof InstallChoices>(key: K, value: InstallChoices[K]) =>
    setChoices((previous) => ({...previous, [key]: value}));

  const family = supportedOs.find((os) => os.id === choices.os)!.family;
  const problems = installProblems(choices);

  return (
    <div className={styles.builder}>
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Install options">
        <label htmlFor={`${id}-os`}>Operating system</label>
        <select
          id={`${id}-os`}
          value={choices.os}
          onChange={(event) => set('os', event.target.value)}>
          {supportedOs.map((os) => (
            <option key={os.id} value={os.id}>
              {os.name}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-arch`}>Architecture</label>
        <select
          id={`${id}-arch`}
          value={choices.arch}
          onChange={(event) => set('arch', event.target.value as InstallChoices['arch'])}>
          {architectures.map((arch) => (
            <option key={arch.id} value={arch.id}>
              {arch.name}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-web`}>Default web server</label>
        <select
          id={`${id}-web`}
          value={choices.webServer}
          onChange={(event) => set('webServer', event.target.value as InstallChoices['webServer'])}>
          {webServers.map((server) => (
            <option key={server.id} value={server.id}>
              {server.name}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-db`}>Default database</label>
        <select
          id={`${id}-db`}
          value={choices.database}
          onChange={(event) => set('database', event.target.value as InstallChoices['database'])}>
          {databases.map((database) => (
            <option key={database.id} value={database.id}>
              {database.name}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-host`}>Host name (optional)</label>
        <input
          id={`${id}-host`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="server.example.com"
          value={choices.hostname}
          onChange={(event) => set('hostname', event.target.value.trim())}
        />

        <label htmlFor={`${id}-panel`}>Panel port</label>
        <input
          id={`${id}-panel`}
          type="text"
          inputMode="numeric"
          value={choices.panelPort}
          onChange={(event) => set('panelPort', event.target.value.trim())}
        />

        <label htmlFor={`${id}-admin`}>Admin port</label>
        <input
          id={`${id}-admin`}
          type="text"
          inputMode="numeric"
          value={choices.adminPort}
          onChange={(event) => set('adminPort', event.target.value.trim())}
        />

        <label htmlFor={`${id}-version`}>Version</label>
        <select
          id={`${id}-version`}
          value={choices.version}
          onChange={(event) => set('version', event.target.value)}>
          <option value="">Newest ({installable[0].version})</option>
          {installable.slice(1).map((release) => (
            <option key={release.version} value={release.version}>
              {release.version}
            </option>
          ))}
        </select>

        <fieldset className={styles.toggles}>
          <legend>Components and output</legend>
          {toggles.map(({key, label}) => (
            <label key={key} className={styles.toggle}>
              <input
                type="checkbox"
                checked={choices[key]}
                onChange={(event) => set(key, event.target.checked)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </form>

      <div className={styles.output} aria-live="polite">
        <Heading as="h3">1. Make sure curl is installed</Heading>
        <CommandBox command={curlInstall[family]} label="the command that installs curl" />
        <Heading as="h3">2. Run the installer as root</Heading>
        {problems.length > 0 ? (
          <div className={styles.problems} role="alert" data-testid="install-problems">
            <p>These choices cannot go together:</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <CommandBox command={buildInstallCommand(choices)} label="the install command" />
            <Heading as="h4" className={styles.verifiedTitle}>
              Or verify the script before it runs
            </Heading>
            <p className={styles.note}>
              Downloads the installer, checks it against the published SHA-256{' '}
              <code>{INSTALL_SCRIPT_SHA256.slice(0, 16)}…</code>, and runs it only if they match.
            </p>
            <CommandBox
              command={buildVerifiedInstallCommand(choices)}
              label="the verified install command"
            />
          </>
        )}
      </div>
    </div>
  );
}

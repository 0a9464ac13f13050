import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {
  consentLabel,
  hostsOf,
  siteStorage,
  thirdParties,
  type StoredItem,
} from '@site/src/data/third-parties';

const Name = ({item}: {item: StoredItem}): ReactNode => (
  <>
    <code>{item.name}</code>
    {item.nameContinues && ` followed by ${item.nameContinues}`}
  </>
);

/** What this site stores in the browser for itself, from the registry. */
export function SiteStorageTable(): ReactNode {
  return (
    <DataTable label="Cookies and storage of this site">
      <caption>Cookies and browser storage of this site</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Purpose</th>
          <th scope="col">Kept</th>
        </tr>
      </thead>
      <tbody>
        {siteStorage.map((item) => (
          <tr key={item.name}>
            <th scope="row">
              <Name item={item} />
            </th>
            <td>{item.kind}</td>
            <td>{item.purpose}</td>
            <td>{item.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Every outside service, its consent category, hosts and legal basis, from the registry. */
export function ThirdPartyTable(): ReactNode {
  return (
    <DataTable label="Third-party services">
      <caption>Third-party services the site can use</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Consent</th>
          <th scope="col">Purpose</th>
          <th scope="col">When it loads</th>
          <th scope="col">What it receives</th>
          <th scope="col">Hosts</th>
          <th scope="col">Legal basis</th>
        </tr>
      </thead>
      <tbody>
        {thirdParties.map((party) => (
          <tr key={party.id}>
            <th scope="row">{party.name}</th>
            <td>{consentLabel(party)}</td>
            <td>{party.purpose}</td>
            <td>{party.loads}</td>
            <td>{party.receives}</td>
            <td>
              {hostsOf(party).length === 0
                ? 'None'
                : hostsOf(party).map((host, index) => (
                    <span key={host}>
                      {index > 0 && ', '}
                      <code>{host}</code>
                    </span>
                  ))}
            </td>
            <td>{party.legalBasis}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The cookies and storage the services set, on this site's domain or their own, from the registry. */
export function ThirdPartyStorageTable(): ReactNode {
  const rows = thirdParties.flatMap((party) => party.storage.map((item) => ({party, item})));
  return (
    <DataTable label="Cookies and storage of third parties">
      <caption>Cookies and storage set by third parties</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Service</th>
          <th scope="col">Held by</th>
          <th scope="col">Type</th>
          <th scope="col">Purpose</th>
          <th scope="col">Kept</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({party, item}) => (
          <tr key={`${party.id}-${item.kind}-${item.name}`}>
            <th scope="row">
              <Name item={item} />
            </th>
            <td>{party.name}</td>
            <td>{item.domain}</td>
            <td>{item.kind}</td>
            <td>{item.purpose}</td>
            <td>{item.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {Boxes, CreditCard, Network, Palette, Receipt, Users} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {company} from '@site/src/data/company';
import {
  editions,
  formatPrice,
  partnerTiers,
  partnerTiersText,
  trial,
} from '@site/src/data/editions';
import {providerListings} from '@site/src/data/provider-listings';
import styles from './hosting-providers.module.css';
import DataTable from '@site/src/components/DataTable';
import CardGrid, {type Card} from '@site/src/components/CardGrid';

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;

const reasons: Card[] = [
  {
    icon: Boxes,
    title: 'Fewer noisy-neighbor tickets',
    text: 'A looping plugin or a sudden traffic spike runs into the CPU and memory limits of that one account. The other sites on the server keep their speed, and you stop spending mornings hunting for the account that slowed everyone down.',
    link: {to: '/docs/articles/server/high-load/', label: 'Tracing high load'},
  },
  {
    icon: Receipt,
    title: 'One flat price per server',
    text: `Enterprise is ${formatPrice(enterprise.monthly)} per server per month with no account tiers. Filling a server with more customers lowers what the panel costs you per customer instead of raising it.`,
    link: {to: '/enterprise/', label: 'Enterprise pricing'},
  },
  {
    icon: Users,
    title: 'Resellers with their own share',
    text: 'Give a reseller an account cap, a disk pool and the plans they may sell. They sign in to Portico Admin under their own name, see only their customers, and can hand out nameservers on their own domain.',
    link: {to: '/docs/admin/accounts/resellers/', label: 'Setting up resellers'},
  },
  {
    icon: CreditCard,
    title: 'Billing that provisions by itself',
    text: 'The WHMCS and FOSSBilling modules create accounts when an order is paid, suspend them when an invoice is overdue and sign customers in from the client area.',
    link: {to: '/billing/', label: 'Billing integrations'},
  },
  {
    icon: Palette,
    title: 'Your brand in the panel',
    text: 'Your product name, logo, colors and support link on Portico Panel and its login page, plus your own CSS and JavaScript when a setting is not enough. Customers see your hosting brand, not ours.',
    link: {to: '/docs/articles/user-experience/custom-branding/', label: 'Custom branding'},
  },
  {
    icon: Network,
    title: 'A DNS cluster for customer domains',
    text: 'Plain BIND 9 secondaries receive each zone change the moment it is saved, signed with TSIG, so customer domains keep resolving while one name server is down for maintenance.',
    link: {to: '/docs/admin/domains/dns-cluster/', label: 'DNS cluster'},
  },
];

const accountsPerServer = [25, 100, 250];

const priceColumns = [
  {label: 'Enterprise', monthly: enterprise.monthly},
  ...partnerTiers.map((tier) => ({
    label: `Partner, ${tier.minServers}+ servers`,
    monthly: tier.monthly,
  })),
];

export default function HostingProviders(): ReactNode {
  return (
    <MarketingLayout
      title="For hosting providers"
      description="Why hosting providers and resellers run Portico: isolated accounts, a flat price per server, resellers, billing modules, branding and a DNS cluster.">
      <PageHero
        eyebrow="For hosting providers"
        title="Sell hosting on servers you control"
        lead="Shared hosting, reseller plans or managed WordPress: Portico keeps each customer in containers of their own, costs the same per server however many accounts you fit on it, and connects to the billing system you already use.">
        <Link className="button button--primary button--lg" to="/licenses-for-partners/">
          Partner licenses
        </Link>
        <Link className="button button--secondary button--outline button--lg" to="/demo/">
          Try the admin panel
        </Link>
      </PageHero>

      <Section
        title="Why providers and resellers choose Portico"
        intro="Six things that change the daily work of running a hosting business.">
        <CardGrid cards={reasons} />
      </Section>

      <Section
        title="What the license costs per customer"
        intro="The license is priced per server, so its cost per hosting account falls as the server fills. These are monthly figures, rounded to the cent."
        surface>
        <DataTable label="License cost per account">
          <caption>Monthly license cost per hosting account, by accounts on one server</caption>
          <thead>
            <tr>
              <th scope="col">Accounts on the server</th>
              {priceColumns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                  <span className={styles.columnPrice}>
                    {formatPrice(column.monthly)} per server
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {accountsPerServer.map((accounts) => (
              <tr key={accounts}>
                <th scope="row">{accounts} accounts</th>
                {priceColumns.map((column) => (
                  <td key={column.label}>{formatPrice(column.monthly / accounts)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p className={styles.note}>
          Servers that need none of the Enterprise features run Community, free at any number of
          accounts. Every server can try Enterprise for {trial.days} days first.
        </p>
      </Section>

      <Section
        title="Partner tiers"
        intro={`Run ${partnerTiers[0].minServers} servers or more and the price per server drops: ${partnerTiersText}, billed monthly on one invoice.`}>
        <ul className={styles.tiers}>
          {partnerTiers.map((tier) => (
            <li key={tier.minServers}>
              <span className={styles.tierServers}>{tier.minServers}+ servers</span>
              <strong>{formatPrice(tier.monthly)}</strong>
              <span>per server per month</span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          Partners get every Enterprise feature on each licensed server, priority support, and, if
          they wish, a listing on this page with their regions and a link to their plans: send them
          to <a href={`mailto:${company.contacts.sales}`}>{company.contacts.sales}</a>.{' '}
          <Link to="/licenses-for-partners/">How partner licensing works</Link>
        </p>
      </Section>

      {providerListings.length > 0 && (
        <Section
          title="Providers offering Portico"
          intro="Partners who run Portico for their customers, in alphabetical order. No listing is paid placement."
          surface>
          <ul className={styles.listing}>
            {providerListings.map((listing) => (
              <li key={listing.name}>
                <a href={listing.url}>{listing.name}</a>: {listing.regions.join(', ')}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <CallToAction
        title="Talk to us about a partner license"
        text={`Tell ${company.contacts.sales} how many servers you run today and how many you expect in a year. You get the terms and your keys by email.`}
        primary={{label: 'Email sales', to: `mailto:${company.contacts.sales}`}}
        secondary={{label: 'See the partner tiers', to: '/licenses-for-partners/'}}
      />
    </MarketingLayout>
  );
}

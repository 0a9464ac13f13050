import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

interface Props {
  /** Page title; the site appends `| Portico`. */
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  children: ReactNode;
}

/** The shell of every marketing page: title, description and a main landmark. */
export default function MarketingLayout({title, description, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main>{children}</main>
    </Layout>
  );
}

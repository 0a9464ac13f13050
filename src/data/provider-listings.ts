/**
 * Hosting providers with a partner license who asked to be listed on /hosting-providers/.
 * A provider is added only when it has signed a partner license and sent its listing to sales;
 * the page shows the section only while this list has entries, in alphabetical order.
 */
export interface ProviderListing {
  readonly name: string;
  /** The provider's page about its Portico plans, over HTTPS. */
  readonly url: string;
  /** Where the provider hosts, as it describes it, for example "Germany" or "US East". */
  readonly regions: readonly string[];
}

export const providerListings: readonly ProviderListing[] = [];

/** What is wrong with a list of listings, one line per problem; empty when it is fit to publish. */
export const listingProblems = (listings: readonly ProviderListing[]): string[] => {
  const problems: string[] = [];
  const names = listings.map((listing) => listing.name);
  if (new Set(names).size !== names.length) problems.push('a provider is listed twice');
  names.forEach((name, index) => {
    if (index > 0 && names[index - 1].toLowerCase() > name.toLowerCase())
      problems.push(`${name} is out of alphabetical order`);
  });
  for (const listing of listings) {
    if (!/^https:\/\/[^/\s]+\//.test(listing.url))
      problems.push(`${listing.name}: the link must be an https:// address`);
    if (listing.regions.length === 0) problems.push(`${listing.name}: names no region`);
  }
  return problems;
};

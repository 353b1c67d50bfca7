import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** Who may index the site (the search-engine whitelist) and who may see it (maintenance, restrictions). */

export const seoDomainsKey = consoleKey('seo-domains');
export const siteAccessKey = consoleKey('site-access');

export function seoDomainsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: seoDomainsKey, queryFn: () => consoleCall(api, 'operator/seo-domains', undefined) });
}

export function siteAccessQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: siteAccessKey, queryFn: () => consoleCall(api, 'operator/site-access', undefined) });
}

export const saveSeoDomains = (api: ApiClient, input: EndpointInput<'operator/seo-domains-save'>) =>
  consoleCall(api, 'operator/seo-domains-save', input);

export const saveSiteAccess = (api: ApiClient, input: EndpointInput<'operator/site-access-save'>) =>
  consoleCall(api, 'operator/site-access-save', input);

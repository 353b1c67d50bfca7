import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { ContentDraftKind, DraftKind } from '@/lib/contracts/content-drafts';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/**
 * The Content pages' reads and writes: banners, pop-ups, messages, help, contacts, SEO, terms, the
 * outbox, and the drafts every one of them saves before Publish (docs/console.md, "Drafts").
 */

/** operator/contact-list: each country's contacts and languages (pages pick preview countries and languages from it). */
export function contactsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: consoleKey('contacts'), queryFn: () => consoleCall(api, 'operator/contact-list', undefined) });
}

export function helpTopicsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: consoleKey('help-topics'), queryFn: () => consoleCall(api, 'operator/help-topic-list', undefined) });
}

export function popupsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: consoleKey('popups'), queryFn: () => consoleCall(api, 'operator/popup-list', undefined) });
}

export function seoQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: consoleKey('seo'), queryFn: () => consoleCall(api, 'operator/seo', undefined) });
}

export function termsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: consoleKey('terms'), queryFn: () => consoleCall(api, 'operator/terms-list', undefined) });
}

/** Every banners page. */
export const bannersKey = consoleKey('banners');

export function bannersQueryOptions(api: ApiClient, query: EndpointInput<'operator/banner-list'>) {
  return queryOptions({
    queryKey: [...bannersKey, query] as const,
    queryFn: () => consoleCall(api, 'operator/banner-list', query),
    placeholderData: keepPreviousData,
  });
}

export const saveBanner = (api: ApiClient, input: EndpointInput<'operator/banner-save'>) => consoleCall(api, 'operator/banner-save', input);
export const publishBanner = (api: ApiClient, id: number) => consoleCall(api, 'operator/banner-publish', { id });
export const discardBanner = (api: ApiClient, id: number) => consoleCall(api, 'operator/banner-discard', { id });

/** Every page of sent messages. */
export const messagesKey = consoleKey('messages');

export function messagesQueryOptions(api: ApiClient, query: EndpointInput<'operator/message-list'>) {
  return queryOptions({
    queryKey: [...messagesKey, query] as const,
    queryFn: () => consoleCall(api, 'operator/message-list', query),
    placeholderData: keepPreviousData,
  });
}

export const saveMessageDraft = (api: ApiClient, input: EndpointInput<'operator/message-draft-save'>) =>
  consoleCall(api, 'operator/message-draft-save', input);
export const sendMessageDraft = (api: ApiClient, key: string) => consoleCall(api, 'operator/message-draft-send', { key });
export const discardMessageDraft = (api: ApiClient, key: string) => consoleCall(api, 'operator/message-draft-discard', { key });

export function outboxQueryOptions(api: ApiClient, query: EndpointInput<'operator/outbox'>) {
  return queryOptions({
    queryKey: consoleKey('outbox', query),
    queryFn: () => consoleCall(api, 'operator/outbox', query),
    placeholderData: keepPreviousData,
  });
}

/** A kind's drafts (a save refreshes them). */
export const draftsKey = (kind: DraftKind) => consoleKey('drafts', kind);

export function draftsQueryOptions(api: ApiClient, kind: DraftKind) {
  return queryOptions({ queryKey: draftsKey(kind), queryFn: () => consoleCall(api, 'operator/content-drafts', { kind }) });
}

export const saveContentDraft = (api: ApiClient, input: EndpointInput<'operator/content-draft-save'>) =>
  consoleCall(api, 'operator/content-draft-save', input);
/** The draft goes live: the public files are written and version.json moves on. */
export const publishContent = (api: ApiClient, kind: ContentDraftKind, key: string) =>
  consoleCall(api, 'operator/content-publish', { kind, key });
export const discardContent = (api: ApiClient, kind: ContentDraftKind, key: string) =>
  consoleCall(api, 'operator/content-discard', { kind, key });

/**
 * For tests only (it imports messages/en.json, which must not reach a page bundle): a Translate
 * over the English `validation` texts, so rules render as members read them without next-intl.
 */
import en from '@/messages/en.json';
import { formatMessage, type Translate } from './messages';

const english: Readonly<Record<string, string>> = en.validation;

export const englishTranslate: Translate = (key, params) => {
  const template = english[key];
  return template === undefined ? key : formatMessage(template, params);
};

/**
 * One namespace of one language's UI texts at a time, each its own chunk of the web's browser
 * build: a page loads the namespaces its server render used (the landing needs no administration
 * texts), and a later page or dialog the ones it adds. Only this module's loaders name the texts, so
 * nothing else pulls them into a bundle.
 */
import type { TLocale } from '@crowd/contracts/locales';
import type { DeepStringRecord } from './types';
import type { TUiNamespace } from './ui';
import type { TUiResources } from './ui-en';

type Loaders = { [N in TUiNamespace]: () => Promise<DeepStringRecord<TUiResources[N]>> };

const LOADERS: Record<TLocale, Loaders> = {
  en: {
    messages: () => import('./locales/en/messages').then((module) => module.messages),
    common: () => import('./locales/en/common').then((module) => module.common),
    auth: () => import('./locales/en/auth').then((module) => module.auth),
    account: () => import('./locales/en/account').then((module) => module.account),
    crowdAdmin: () => import('./locales/en/crowd-admin').then((module) => module.crowdAdmin),
    crowdSite: () => import('./locales/en/crowd-site').then((module) => module.crowdSite),
    landing: () => import('./locales/en/landing').then((module) => module.landing),
    legal: () => import('./locales/en/legal').then((module) => module.legal),
  },
  sk: {
    messages: () => import('./locales/sk/messages').then((module) => module.messages),
    common: () => import('./locales/sk/common').then((module) => module.common),
    auth: () => import('./locales/sk/auth').then((module) => module.auth),
    account: () => import('./locales/sk/account').then((module) => module.account),
    crowdAdmin: () => import('./locales/sk/crowd-admin').then((module) => module.crowdAdmin),
    crowdSite: () => import('./locales/sk/crowd-site').then((module) => module.crowdSite),
    landing: () => import('./locales/sk/landing').then((module) => module.landing),
    legal: () => import('./locales/sk/legal').then((module) => module.legal),
  },
};

/** A namespace's texts in a language (shaped as the English, with that language's plural forms). */
export function loadUiNamespace(locale: TLocale, namespace: TUiNamespace): Promise<Record<string, unknown>> {
  return LOADERS[locale][namespace]();
}

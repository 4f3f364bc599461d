import type { TLocale } from '@crowd/contracts/locales';
import { PRODUCT_NAME } from '@crowd/contracts/text';
import type { TUiResources } from '@crowd/i18n/ui';
import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import i18next from 'i18next';
import type { SiteAccess } from '~/features/crowd/crowd-access';

type PageKey = keyof TUiResources['common']['meta'];
interface PageText {
  title: string;
  description: string;
}

/** Which page each route shows, by the route id Remix derives from its file in app/routes. */
export const ROUTE_PAGES: Readonly<Record<string, PageKey>> = {
  'routes/intro': 'intro',
  'routes/privacyPolicy': 'privacyPolicy',
  'routes/serviceAgreement': 'serviceAgreement',
  'routes/login': 'login',
  'routes/login_.socialEmail': 'socialEmail',
  'routes/sso.start': 'login',
  'routes/register': 'register',
  'routes/forgotPassword': 'forgotPassword',
  'routes/resendActivation': 'resendActivation',
  'routes/resetPassword.($token)': 'resetPassword',
  'routes/accountActivation.($token)': 'accountActivation',
  'routes/eraseAccount.$token': 'eraseAccount',
  'routes/account': 'profile',
  'routes/account._index': 'profile',
  'routes/account.profile': 'profile',
  'routes/account.notificationSettings': 'notificationSettings',
  'routes/account.notificationHistory': 'notificationHistory',
  'routes/account.creditCards': 'creditCards',
  'routes/crowds._index': 'crowds',
  'routes/crowds.$crowdId': 'crowdProfile',
  'routes/crowds.$crowdId._index': 'crowdProfile',
  'routes/crowds.$crowdId.profile': 'crowdProfile',
  'routes/crowds.$crowdId.theming': 'crowdTheming',
  'routes/crowds.$crowdId.categories._index': 'crowdCategories',
  'routes/crowds.$crowdId.categories.create': 'crowdCategoryCreate',
  'routes/crowds.$crowdId.categories.$categoryId': 'crowdCategoryEdit',
  'routes/crowds.$crowdId.billing': 'crowdBilling',
  'routes/crowds.$crowdId.ideaSettings': 'crowdIdeaSettings',
  'routes/crowds.$crowdId.subscription': 'crowdSubscription',
  'routes/crowds.$crowdId.users': 'crowdUsers',
  'routes/crowds.$crowdId.webhooks': 'crowdWebhooks',
  'routes/subscription': 'subscribe',
  'routes/ideas._index': 'myIdeas',
  'routes/ideas.$ideaId': 'ideaAdminEdit',
  'routes/ideas.$ideaId._index': 'ideaAdminEdit',
  'routes/ideas.$ideaId.detail': 'ideaAdminEdit',
  'routes/ideas.$ideaId.comments': 'ideaAdminComments',
  'routes/ideas.$ideaId.stats': 'ideaAdminStats',
  'routes/ideas.$ideaId.merge': 'ideaAdminMerge',
  'routes/idea.$ideaId': 'idea',
  'routes/createIdea': 'createIdea',
  'routes/idea.$ideaId_.edit': 'editIdea',
  'routes/idea.$ideaId_.like': 'ideaLike',
  'routes/idea.$ideaId_.share': 'ideaShare',
  'routes/$': 'notFound',
  'routes/$categorySlug': 'crowdHome',
};

const BLOCKED_PAGES: Record<Exclude<SiteAccess, 'ok'>, PageKey> = {
  not_found: 'crowdNotFound',
  disabled: 'crowdDisabled',
  hidden: 'crowdHidden',
  private: 'crowdPrivate',
  sign_in: 'crowdPrivate',
};

/** What the root loader gives every page's meta. */
export interface RootMetaData {
  locale: TLocale;
  site: { kind: 'main' | 'crowd' | 'login' };
  crowd: { name: string } | null;
  access: SiteAccess | null;
}

/**
 * A page's title and description in `locale`, the site's name filled in. They come from i18next's
 * shared instance, not from the root's data (which would carry every page's texts on each page):
 * the browser's holds the language it shows (entry.client), the server's every language
 * (i18next.server).
 */
function pageText(locale: TLocale, page: PageKey, site: string): PageText {
  // Switched to a language whose texts are still on their way (useLanguage), the title stays in the shown one.
  const language = i18next.hasResourceBundle(locale, 'common') ? locale : i18next.language;
  const t = i18next.getFixedT(language, 'common', `meta.${page}`);
  return { title: t('title', { name: site }), description: t('description', { name: site }) };
}

type Match = Parameters<MetaFunction>[0]['matches'][number];

function pageOf(leaf: Match | undefined, root: RootMetaData, error: unknown): PageKey | null {
  if (root.site.kind === 'crowd' && root.access && root.access !== 'ok') return BLOCKED_PAGES[root.access];
  if (error) return isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'error';
  if (leaf?.id === 'routes/_index') return root.site.kind === 'crowd' ? 'crowdHome' : 'landing';
  return (leaf && ROUTE_PAGES[leaf.id]) ?? null;
}

interface HomeMeta {
  crowd: { title: string; description: string };
  category: { name: string } | null;
}

/** The crowd home's (or category page's) crowd and category, as its loader gave them. */
const homeOf = (leaf: Match | undefined): HomeMeta | null =>
  (leaf?.data as { home?: HomeMeta | null } | undefined)?.home ?? null;

/**
 * The crowd's home is titled by the crowd and described in its own words (the generic text when it
 * has none); a category page puts the category first.
 */
function crowdHomeMeta(leaf: Match | undefined, texts: PageText, site: string): MetaDescriptor[] {
  const home = homeOf(leaf);
  const title = home?.crowd.title || site;
  return [
    { title: home?.category ? `${home.category.name} · ${title}` : title },
    { name: 'description', content: home?.crowd.description.trim() || texts.description },
  ];
}

/** The idea page's own name and description (its loader cut the description: `ideaMetaDescription`). */
const ideaPageOf = (leaf: Match | undefined) =>
  (leaf?.data as { page?: { idea?: { name?: string }; metaDescription?: string | null } | null } | undefined)?.page;

/**
 * The `<title>` ("Page · Site") and meta description of the page in its language: every route
 * exports this as its `meta`, and the root for its error page. Account pages are not indexed.
 */
export const pageMeta: MetaFunction = ({ matches, error }) => {
  const root = matches.find((match) => match.id === 'root')?.data as RootMetaData | undefined;
  if (!root?.locale) return [{ title: PRODUCT_NAME }];
  const leaf = matches[matches.length - 1];
  const site = root.crowd?.name ?? PRODUCT_NAME;
  const page = pageOf(leaf, root, error);
  if (!page) return [{ title: site }];

  const texts = pageText(root.locale, page, site);
  if (page === 'crowdHome') return crowdHomeMeta(leaf, texts, site);
  const title = (page === 'idea' && ideaPageOf(leaf)?.idea?.name?.trim()) || texts.title;
  const description = (page === 'idea' && ideaPageOf(leaf)?.metaDescription) || texts.description;
  const meta: MetaDescriptor[] = [{ title: `${title} · ${site}` }, { name: 'description', content: description }];
  if (leaf && /^routes\/(account|crowds|ideas)(\.|$)/.test(leaf.id)) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
};

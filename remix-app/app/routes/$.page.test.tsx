/** @jest-environment jsdom */
import { resources } from '@crowd/i18n';
import type { TLocale } from '@crowd/contracts/locales';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { ErrorBoundary } from './$';

/** Paths no route serves: mistyped ones, pages whose feature is not built yet and their ids. */
const UNKNOWN_PATHS = [
  '/no/such/page',
  '/crowds',
  '/crowds/7',
  '/ideas',
  '/idea/12',
  '/subscription?tier=0',
  '/createIdea',
];

const { common: en } = resources.en;
const { common: sk } = resources.sk;
const statusLine = (text: string) => text.replace('{{status}}', '404');

// jsdom has no fetch Request, so the stub cannot run the loader; the router's own 404 for a path
// nothing matches reaches the same boundary with the same status.
const renderAt = (url: string, locale: TLocale) =>
  renderRoutes([{ path: '/known-only', Component: () => null, ErrorBoundary }], { url, locale });

describe('the not-found page', () => {
  it.each(UNKNOWN_PATHS)('%s says the page was not found and links home, in English', async (url) => {
    renderAt(url, 'en');
    expect(await screen.findByRole('heading', { name: en.notFound.title })).toBeVisible();
    expect(screen.getByText(en.notFound.text)).toBeVisible();
    expect(screen.getByText(statusLine(en.error.status))).toBeVisible();
    expect(screen.getByRole('link', { name: en.backToHome })).toHaveAttribute('href', '/');
  });

  it('says so in Slovak', async () => {
    renderAt('/ideas', 'sk');
    expect(await screen.findByRole('heading', { name: sk.notFound.title })).toBeVisible();
    expect(screen.getByText(sk.notFound.text)).toBeVisible();
    expect(screen.getByText(statusLine(sk.error.status))).toBeVisible();
    expect(screen.getByRole('link', { name: sk.backToHome })).toHaveAttribute('href', '/');
  });
});

/** @jest-environment jsdom */
import { resources } from '@crowd/i18n';
import type { TLocale } from '@crowd/contracts/locales';
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { Toaster } from './toast';

describe('Toaster', () => {
  it.each(['en', 'sk'] as TLocale[])('labels its region in %s, naming the key that reaches it', (locale) => {
    renderInRoute(<Toaster toast={null} />, { locale });
    const label = resources[locale].common.notifications.region.replace('{hotkey}', 'F8');
    expect(screen.getByRole('region', { name: label })).toBeInTheDocument();
  });
});

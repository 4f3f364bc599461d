/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('is a plain form post that works without JavaScript and returns to the page', () => {
    const { container } = renderInRoute(<LanguageSwitch />, { url: '/intro?x=1', locale: 'sk' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/resources/locale');
    expect(container.querySelector('input[name="redirectTo"]')).toHaveValue('/intro?x=1');

    const sk = screen.getByRole('button', { name: 'SK' });
    expect(sk).toHaveAttribute('type', 'submit');
    expect(sk).toHaveAttribute('name', 'locale');
    expect(sk).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'false');
  });
});

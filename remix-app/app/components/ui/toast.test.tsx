/** @jest-environment jsdom */
import { resources } from '@crowd/i18n';
import type { TLocale } from '@crowd/contracts/locales';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInRoute } from '../../../test/render';
import type { Toast } from '~/lib/toast';
import { Toaster } from './toast';

const saved: Toast = { id: 't1', type: 'SUCCESS', message: 'common:actions.close', durationMs: 60_000 };

describe('Toaster', () => {
  it.each(['en', 'sk'] as TLocale[])('labels its region in %s, naming the key that reaches it', async (locale) => {
    renderInRoute(<Toaster toast={saved} />, { locale });
    const label = resources[locale].common.notifications.region.replace('{hotkey}', 'F8');
    expect(await screen.findByRole('region', { name: label })).toBeInTheDocument();
  });

  it('renders nothing while no toast was flashed', () => {
    const { container } = renderInRoute(<Toaster toast={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a shown toast when the next page flashes none', async () => {
    function NextPage() {
      const [toast, setToast] = useState<Toast | null>(saved);
      return (
        <>
          <button onClick={() => setToast(null)}>next page</button>
          <Toaster toast={toast} />
        </>
      );
    }
    renderInRoute(<NextPage />);
    expect(await screen.findByText(resources.en.common.actions.close)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getByText(resources.en.common.actions.close)).toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks in an alert dialog and renders a custom confirming control that can close it', () => {
    renderInRoute(
      <ConfirmDialog
        trigger={<Button>Remove</Button>}
        title="Remove card?"
        description="It cannot be undone."
        renderConfirm={(close) => (
          <Button variant="destructive" onClick={close}>
            Remove card
          </Button>
        )}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove card?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens from its trigger, which says so, and gives focus back to it on cancelling', async () => {
    renderInRoute(
      <ConfirmDialog trigger={<Button>Delete idea</Button>} title="Delete the idea?" onConfirm={() => {}} />,
    );
    const trigger = screen.getByRole('button', { name: 'Delete idea' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    fireEvent.click(trigger);
    expect(await screen.findByRole('alertdialog', { name: 'Delete the idea?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

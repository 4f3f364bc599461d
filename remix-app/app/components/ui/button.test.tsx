/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('renders a button of the given type', () => {
    render(<Button type="submit">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('renders its child link instead of a button with asChild', () => {
    render(
      <Button asChild size="lg">
        <a href="/subscription?tier=2">Choose</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Choose' });
    expect(link).toHaveAttribute('href', '/subscription?tier=2');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

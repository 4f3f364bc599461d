/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('renders a primary button by default', () => {
    render(<Button type="submit">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.className).toContain('bg-primary');
  });

  it('renders the secondary (orange) and destructive variants', () => {
    render(
      <>
        <Button variant="secondary">Add idea</Button>
        <Button variant="destructive">Delete</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Add idea' }).className).toContain('bg-secondary');
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-destructive');
  });

  it('gives its look to a link with asChild', () => {
    render(
      <Button asChild size="lg">
        <a href="/subscription?tier=2">Choose</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Choose' });
    expect(link).toHaveAttribute('href', '/subscription?tier=2');
    expect(link.className).toContain('h-12');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, AvatarFallback, AvatarImage } from './avatar';

const avatar = (
  <Avatar data-testid="avatar">
    <AvatarImage src="/api/files/7" alt="" />
    <AvatarFallback aria-hidden>JD</AvatarFallback>
  </Avatar>
);

describe('Avatar', () => {
  it("shows the picture over the initials at once, before it has loaded (and so in the server's page)", () => {
    render(avatar);
    const picture = screen.getByTestId('avatar').querySelector('img');
    expect(picture).toHaveAttribute('src', '/api/files/7');
    expect(picture).toHaveClass('absolute');
    expect(picture).toBeVisible();
    expect(screen.getByText('JD')).toBeInTheDocument();
  });

  it('hides a picture that fails to load, and shows it again once one loads', () => {
    render(avatar);
    const picture = screen.getByTestId('avatar').querySelector('img');
    expect(picture).toBeVisible();
    fireEvent.error(picture!);
    expect(picture).not.toBeVisible();
    expect(screen.getByText('JD')).toBeVisible();
    fireEvent.load(picture!);
    expect(picture).toBeVisible();
  });
});

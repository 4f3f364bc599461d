/** @jest-environment jsdom */
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { CrowdBrand } from './crowd-brand';

describe('CrowdBrand', () => {
  it("shows the crowd's logo as a responsive image named by the crowd, linking home", () => {
    renderInRoute(<CrowdBrand crowd={{ name: 'Demo crowd', featuredImageId: 42 }} />);
    const logo = screen.getByRole('img', { name: 'Demo crowd' });
    expect(logo).toHaveAttribute('src', '/api/file?fileId=42&w=160');
    expect(logo.getAttribute('srcset')?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `/api/file?fileId=42&w=${width} ${width}w`),
    );
    expect(logo).toHaveAttribute('sizes', '144px');
    expect(screen.getByRole('link', { name: 'Demo crowd' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Demo crowd')).toBeInTheDocument();
  });

  it('falls back to the initial letter without a logo', () => {
    const { container } = renderInRoute(<CrowdBrand crowd={{ name: 'demo crowd', featuredImageId: null }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('D')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'demo crowd' })).toHaveAttribute('href', '/');
  });
});

/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { CrowdBrand } from './crowd-brand';

describe('CrowdBrand', () => {
  it("shows the crowd's featured image as its logo", () => {
    const { container } = renderInRoute(<CrowdBrand crowd={{ name: 'Demo crowd', featuredImageId: 42 }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/file?fileId=42');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
    expect(screen.getByText('Demo crowd')).toBeInTheDocument();
  });

  it('falls back to the initial letter without a featured image', () => {
    const { container } = renderInRoute(<CrowdBrand crowd={{ name: 'demo crowd', featuredImageId: null }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('D')).toBeInTheDocument();
  });
});

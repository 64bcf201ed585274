// A reply loads no image (a remote one is a beacon); the image's link stays.
import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownMessage } from './markdown-message';

const show = (content: string) =>
  render(
    <MemoryRouter>
      <MarkdownMessage content={content} />
    </MemoryRouter>,
  );

describe('MarkdownMessage images', () => {
  it('renders a remote image as a link named by its alt text, and loads nothing', () => {
    const { container } = show('Before ![Rate table](https://tracker.example/pixel.png?u=42 "Rates") after');
    expect(container.querySelector('img, picture, source')).toBeNull();
    const link = within(container).getByRole('link', { name: 'Rate table' });
    expect(link).toHaveAttribute('href', 'https://tracker.example/pixel.png?u=42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names an image without alt text "Image"; a disallowed scheme keeps only the text', () => {
    const { container } = show('![](https://cdn.example/a.png) and ![x](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(within(container).getByRole('link', { name: 'Image' })).toHaveAttribute('href', 'https://cdn.example/a.png');
    expect(within(container).queryByRole('link', { name: 'x' })).toBeNull();
    expect(container).toHaveTextContent('x');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { citationOf, isAllowedHref, MarkdownMessage } from './markdown-message';

function Where() {
  const l = useLocation();
  return <output aria-label="where">{`${l.pathname}${l.search}${l.hash}`}</output>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const show = (content: string, onCitation?: (...args: any[]) => void) =>
  render(
    <MemoryRouter initialEntries={['/agent']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <MarkdownMessage content={content} onCitation={onCitation} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('MarkdownMessage', () => {
  it('renders Markdown: emphasis, lists, quotes, code', () => {
    const { container } = show('**bold** _it_\n\n- one\n- two\n\n> quoted\n\n`code`');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('it').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(screen.getByText('code').tagName).toBe('CODE');
  });

  it('opens external links in a new tab without an opener or referrer', () => {
    show('[site](https://example.com/a) [mail](mailto:a@b.test) [chat](xmpp:a@b.test) [irc](ircs://irc.test/x)');
    for (const name of ['site', 'mail', 'chat', 'irc']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps relative links in the same tab', () => {
    show('[rel](/help) [frag](#top)');
    expect(screen.getByRole('link', { name: 'rel' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'rel' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'frag' })).toHaveAttribute('href', '#top');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'ftp://files.test/x',
    'file:///etc/passwd',
  ])('drops the link target of %s', (href) => {
    const { container } = show(`[click](${href})`);
    expect(screen.getByText('click')).toBeInTheDocument();
    const a = container.querySelector('a');
    expect(a === null || !a.getAttribute('href')).toBe(true);
  });

  it('renders raw HTML as nothing executable', () => {
    const { container } = show('<img src=x onerror=alert(1)><script>alert(1)</script><b onclick="x()">b</b>');
    expect(container.querySelector('img, script, [onclick], [onerror]')).toBeNull();
  });

  it('isAllowedHref keeps the spec protocols and relative URLs only', () => {
    expect(
      ['https://a.test', 'http://a.test', 'irc://x', 'ircs://x', 'mailto:a@b', 'xmpp:a@b', '/x', '#y', '?q'].every(isAllowedHref),
    ).toBe(true);
    expect(['javascript:x', 'data:x', 'tel:1', 'blob:x', 'vbscript:x'].some(isAllowedHref)).toBe(false);
  });

  it('finds citations: a PDF link with #page=N', () => {
    expect(citationOf('/api/files/companies/c/docs/d.pdf#page=3')).toEqual({
      doc: `${window.location.origin}/api/files/companies/c/docs/d.pdf`,
      page: 3,
    });
    expect(citationOf('https://x.test/a.pdf#page=12')).toEqual({ doc: 'https://x.test/a.pdf', page: 12 });
    expect(citationOf('https://x.test/a.pdf')).toBeNull();
    expect(citationOf('https://x.test/a.html#page=2')).toBeNull();
    expect(citationOf('javascript:alert(1)//a.pdf#page=1')).toBeNull();
  });

  it('opens a citation in the library viewer at its page, with the passage it quotes', async () => {
    const onCitation = vi.fn();
    show(
      '> Roofs older than 30 years are ineligible.\n>\n> — [Guide, page 4](/api/files/companies/cmp_1/docs/doc_1.pdf#page=4)',
      onCitation,
    );
    const link = screen.getByRole('link', { name: 'Guide, page 4' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    const doc = `${window.location.origin}/api/files/companies/cmp_1/docs/doc_1.pdf`;
    expect(onCitation).toHaveBeenCalledWith({ doc, page: 4, quote: 'Roofs older than 30 years are ineligible.' }, expect.anything());
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe(
      `/library?doc=${encodeURIComponent(doc)}&quote=${encodeURIComponent('Roofs older than 30 years are ineligible.')}#page=4`,
    );
  });

  it('quotes the direct answer for its citation, and a quoted list with its intro for the one below it', () => {
    show(
      'Agents may bind up to **$750,000** without approval. ([Memo, page 1](/api/files/companies/c/docs/m.pdf#page=1))\n\n' +
        '> The following risks are ineligible:\n> - Vacant dwellings.\n> - Zinsco panels.\n>\n> — [Guide, page 2](/api/files/companies/c/docs/g.pdf#page=2)',
      vi.fn(),
    );
    const quoteOf = (name: string) =>
      new URLSearchParams(screen.getByRole('link', { name }).getAttribute('href')!.split('?')[1]!.split('#')[0]).get('quote');
    expect(quoteOf('Memo, page 1')).toBe('Agents may bind up to $750,000 without approval.');
    expect(quoteOf('Guide, page 2')).toBe('The following risks are ineligible: Vacant dwellings. Zinsco panels.');
  });

  it('lets the handler open a citation another way (no library navigation)', async () => {
    show(
      '> A passage of four words.\n>\n> — [Guide, page 2](/api/files/companies/c/docs/d.pdf#page=2)',
      (_c: unknown, e: { preventDefault: () => void }) => e.preventDefault(),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Guide, page 2' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/agent');
  });
});

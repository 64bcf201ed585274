import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { citationOf, isAllowedHref, MarkdownMessage } from './markdown-message';

function Where() {
  const l = useLocation();
  return <output aria-label="where">{`${l.pathname}${l.search}${l.hash}`}</output>;
}

const show = (content: string, onCitation?: () => void) =>
  render(
    <MemoryRouter initialEntries={['/agent']}>
      <Routes>
        <Route path="*" element={<><MarkdownMessage content={content} onCitation={onCitation} /><Where /></>} />
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

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', 'ftp://files.test/x', 'file:///etc/passwd'])(
    'drops the link target of %s',
    (href) => {
      const { container } = show(`[click](${href})`);
      expect(screen.getByText('click')).toBeInTheDocument();
      const a = container.querySelector('a');
      expect(a === null || !a.getAttribute('href')).toBe(true);
    },
  );

  it('renders raw HTML as nothing executable', () => {
    const { container } = show('<img src=x onerror=alert(1)><script>alert(1)</script><b onclick="x()">b</b>');
    expect(container.querySelector('img, script, [onclick], [onerror]')).toBeNull();
  });

  it('isAllowedHref keeps the spec protocols and relative URLs only', () => {
    expect(['https://a.test', 'http://a.test', 'irc://x', 'ircs://x', 'mailto:a@b', 'xmpp:a@b', '/x', '#y', '?q'].every(isAllowedHref)).toBe(true);
    expect(['javascript:x', 'data:x', 'tel:1', 'blob:x', 'vbscript:x'].some(isAllowedHref)).toBe(false);
  });

  it('finds citations: a PDF link with #page=N', () => {
    expect(citationOf('/api/files/companies/c/docs/d.pdf#page=3')).toEqual({ doc: `${window.location.origin}/api/files/companies/c/docs/d.pdf`, page: 3 });
    expect(citationOf('https://x.test/a.pdf#page=12')).toEqual({ doc: 'https://x.test/a.pdf', page: 12 });
    expect(citationOf('https://x.test/a.pdf')).toBeNull();
    expect(citationOf('https://x.test/a.html#page=2')).toBeNull();
    expect(citationOf('javascript:alert(1)//a.pdf#page=1')).toBeNull();
  });

  it('opens a citation in the library viewer at its page', async () => {
    const onCitation = vi.fn();
    show('> quote\n>\n> — [Guide, page 4](/api/files/companies/cmp_1/docs/doc_1.pdf#page=4)', onCitation);
    const link = screen.getByRole('link', { name: 'Guide, page 4' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(onCitation).toHaveBeenCalledWith({ doc: `${window.location.origin}/api/files/companies/cmp_1/docs/doc_1.pdf`, page: 4 });
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe(
      `/library?doc=${encodeURIComponent(`${window.location.origin}/api/files/companies/cmp_1/docs/doc_1.pdf`)}#page=4`,
    );
  });
});

import { createContext, memo, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { Link } from 'react-router';
import { MARKDOWN_PROTOCOLS } from '../config';
import { docsHref } from './docs-url';
import styles from './markdown-message.module.css';

// Raw HTML is never parsed (no rehype-raw); react-markdown's default urlTransform and
// rehype-sanitize's default schema both keep only the protocols of docs/product.md#9-constants and relative URLs.
const REHYPE_PLUGINS = [rehypeSanitize];

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** A link the renderer may keep: one of the protocols of docs/product.md#9-constants, or relative. */
export function isAllowedHref(href: string): boolean {
  const scheme = SCHEME.exec(href.trim());
  return !scheme || (MARKDOWN_PROTOCOLS as readonly string[]).includes(scheme[1]!.toLowerCase());
}

const isExternal = (href: string): boolean => SCHEME.test(href.trim()) || href.trim().startsWith('//');

/** A citation: the document, its page, and the words it quotes (to light up in the viewer). */
export type Citation = { doc: string; page: number; quote?: string };

/** A link to a PDF at `#page=N` (the assistant's citations): the document's URL and the page. */
export function citationOf(href: string | undefined): Citation | null {
  const absolute = href ? docsHref(href) : null;
  if (!absolute) return null;
  try {
    const url = new URL(absolute);
    const page = /^#page=(\d{1,5})$/.exec(url.hash);
    if (!page || !/^https?:$/.test(url.protocol) || !/\.pdf$/i.test(url.pathname)) return null;
    url.hash = '';
    return { doc: url.toString(), page: Number(page[1]) };
  } catch {
    return null;
  }
}

const QUOTE_MAX = 600;

/** The library viewer at a citation's document and page, with the passage to light up. */
const libraryPathFor = ({ doc, page, quote }: Citation): string =>
  `/library?doc=${encodeURIComponent(doc)}${quote ? `&quote=${encodeURIComponent(quote)}` : ''}#page=${page}`;

type HastNode = { type: string; tagName?: string; value?: string; children?: HastNode[] };

const BLOCK_TAGS = new Set(['p', 'li', 'ul', 'ol', 'blockquote']);

/** A block's words without its links (a citation's label is not what it quotes). */
function textWithoutLinks(node: HastNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'a') return ' ';
  return (node.children ?? [])
    .map((c) => (c.tagName && BLOCK_TAGS.has(c.tagName) ? ` ${textWithoutLinks(c)} ` : textWithoutLinks(c)))
    .join('');
}

const tidy = (text: string): string =>
  text
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s—–-]+|[\s—–-]+$/g, '')
    .trim()
    .slice(0, QUOTE_MAX);

/**
 * What a citation quotes: the words of the paragraph or list item it sits in, or, when that is
 * only its attribution ("— [Guide, page 3]"), the words of the whole block quote.
 */
const QuoteContext = createContext('');

function QuotingBlock({ node, tag, children }: { node?: ExtraProps['node']; tag: 'p' | 'li' | 'blockquote'; children?: ReactNode }) {
  const outer = useContext(QuoteContext);
  const own = tidy(textWithoutLinks(node as HastNode | undefined));
  const Tag = tag;
  return (
    <QuoteContext.Provider value={tag === 'blockquote' || own.split(' ').length >= 4 ? own : outer}>
      <Tag>{children}</Tag>
    </QuoteContext.Provider>
  );
}

const BLOCKS: Components = {
  p: ({ node, children }) => (
    <QuotingBlock node={node} tag="p">
      {children}
    </QuotingBlock>
  ),
  li: ({ node, children }) => (
    <QuotingBlock node={node} tag="li">
      {children}
    </QuotingBlock>
  ),
  blockquote: ({ node, children }) => (
    <QuotingBlock node={node} tag="blockquote">
      {children}
    </QuotingBlock>
  ),
};

type Props = {
  content: string;
  /**
   * When set, citations open in the library viewer (in-app) instead of a new tab; the handler may
   * prevent that (`event.preventDefault()`) to open the document another way.
   */
  onCitation?: (citation: Citation, event: MouseEvent) => void;
};

function SafeLink({
  href,
  title,
  children,
  onCitation,
}: {
  href?: string;
  title?: string;
  children?: ReactNode;
  onCitation?: Props['onCitation'];
}) {
  const quote = useContext(QuoteContext);
  if (!href || !isAllowedHref(href)) return <span>{children}</span>;
  const found = onCitation ? citationOf(href) : null;
  if (found) {
    const citation = quote ? { ...found, quote } : found;
    return (
      <Link to={libraryPathFor(citation)} title={title} onClick={(e) => onCitation?.(citation, e)}>
        {children}
      </Link>
    );
  }
  if (isExternal(href)) {
    return (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a href={href} title={title}>
      {children}
    </a>
  );
}

/** Untrusted Markdown (assistant replies) rendered as inert markup. */
export const MarkdownMessage = memo(function MarkdownMessage({ content, onCitation }: Props) {
  const components = useMemo<Components>(
    () => ({
      ...BLOCKS,
      a: ({ href, title, children }) => (
        <SafeLink href={href} title={title} onCitation={onCitation}>
          {children}
        </SafeLink>
      ),
      // No image is loaded from a reply (a remote one would tell its server who read it, and
      // when): the image becomes a link to it, named by its alt text.
      img: ({ src, alt, title }) => (
        <SafeLink href={typeof src === 'string' ? src : undefined} title={title}>
          {alt?.trim() || 'Image'}
        </SafeLink>
      ),
    }),
    [onCitation],
  );
  return (
    <div className={styles.markdown} data-markdown="">
      <Markdown rehypePlugins={REHYPE_PLUGINS} components={components}>
        {content}
      </Markdown>
    </div>
  );
});

import { memo, useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { Link } from 'react-router';
import { MARKDOWN_PROTOCOLS } from '../config';
import { docsHref } from './docs-url';
import styles from './markdown-message.module.css';

// Raw HTML is never parsed (no rehype-raw); react-markdown's default urlTransform and
// rehype-sanitize's default schema both keep only the protocols of spec §9 and relative URLs.
const REHYPE_PLUGINS = [rehypeSanitize];

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** A link the renderer may keep: one of spec §9's protocols, or relative. */
export function isAllowedHref(href: string): boolean {
  const scheme = SCHEME.exec(href.trim());
  return !scheme || (MARKDOWN_PROTOCOLS as readonly string[]).includes(scheme[1]!.toLowerCase());
}

const isExternal = (href: string): boolean => SCHEME.test(href.trim()) || href.trim().startsWith('//');

export type Citation = { doc: string; page: number };

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

/** The library viewer at a citation's document and page. */
const libraryPathFor = ({ doc, page }: Citation): string =>
  `/library?doc=${encodeURIComponent(doc)}#page=${page}`;

type Props = {
  content: string;
  /** When set, citations open in the library viewer (in-app) instead of a new tab. */
  onCitation?: (citation: Citation) => void;
};

function SafeLink({ href, title, children, onCitation }: { href?: string; title?: string; children?: ReactNode; onCitation?: Props['onCitation'] }) {
  if (!href || !isAllowedHref(href)) return <span>{children}</span>;
  const citation = onCitation ? citationOf(href) : null;
  if (citation) {
    return (
      <Link to={libraryPathFor(citation)} title={title} onClick={() => onCitation?.(citation)}>
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
  return <a href={href} title={title}>{children}</a>;
}

/** Untrusted Markdown (assistant replies) rendered as inert markup. */
export const MarkdownMessage = memo(function MarkdownMessage({ content, onCitation }: Props) {
  const components = useMemo<Components>(
    () => ({
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

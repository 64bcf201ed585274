import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import type { Citation } from '../../components/markdown-message';
import type { Message } from './use-conversation';
import styles from './agent.module.css';

/** How many of the newest messages render at first, and how many more each "earlier" click adds. */
const HISTORY_PAGE = 40;

// The Markdown renderer (~36 KB gzip) loads with the first reply, not with the page; until it
// arrives the reply shows as plain text.
const MarkdownMessage = lazy(() => import('../../components/markdown-message').then((m) => ({ default: m.MarkdownMessage })));

type BubbleProps = { message: Message; onCitation?: (c: Citation) => void };

const Bubble = memo(function Bubble({ message, onCitation }: BubbleProps) {
  const mine = message.role === 'user';
  return (
    <li className={`${styles.bubble} ${mine ? styles.user : styles.assistant} ${message.failed ? styles.failed : ''}`}>
      <span className="visually-hidden">{mine ? 'You:' : 'Assistant:'}</span>
      {mine ? (
        <p className={styles.plain}>{message.content}</p>
      ) : (
        <Suspense fallback={<p className={styles.plain}>{message.content}</p>}>
          <MarkdownMessage content={message.content} onCitation={onCitation} />
        </Suspense>
      )}
    </li>
  );
});

type Props = { messages: Message[]; sending: boolean; onCitation?: (c: Citation) => void };

/**
 * The history, newest at the bottom. Only the newest messages render (more on demand), so a
 * long conversation costs about as much as a short one to show and to append to.
 */
export function ChatHistory({ messages, sending, onCitation }: Props) {
  const [pages, setPages] = useState(1);
  const end = useRef<HTMLDivElement>(null);
  const start = Math.max(0, messages.length - pages * HISTORY_PAGE);
  const last = messages[messages.length - 1];

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last, sending]);

  return (
    <div className={styles.history}>
      {start > 0 && (
        <Button type="link" className={styles.earlier} onClick={() => setPages((p) => p + 1)}>
          Show earlier messages ({start})
        </Button>
      )}
      <ol className={styles.messages} aria-label="Messages">
        {messages.slice(start).map((m, i) => (
          <Bubble key={start + i} message={m} onCitation={onCitation} />
        ))}
      </ol>
      {sending && (
        <div className={styles.typing} role="status">
          <span className="visually-hidden">The assistant is typing…</span>
          <span aria-hidden="true" className={styles.dot} />
          <span aria-hidden="true" className={styles.dot} />
          <span aria-hidden="true" className={styles.dot} />
        </div>
      )}
      <div ref={end} />
    </div>
  );
}

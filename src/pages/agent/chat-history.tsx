import { lazy, memo, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Button } from 'antd';
import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Citation } from '../../components/markdown-message';
import { CopyReply } from './copy-reply';
import { loadMarkdown } from './markdown-loader';
import type { Message } from './use-conversation';
import styles from './agent.module.css';

/** How many of the newest messages render at first, and how many more each "earlier" click adds. */
const HISTORY_PAGE = 40;

// Until the Markdown renderer has arrived (markdown-loader.ts) a reply shows as plain text.
const MarkdownMessage = lazy(() => loadMarkdown().then((m) => ({ default: m.MarkdownMessage })));

type BubbleProps = {
  message: Message;
  onCitation?: (c: Citation, event: MouseEvent) => void;
  onRetry?: (m: Message) => void;
  ref?: Ref<HTMLLIElement>;
};

const Bubble = memo(function Bubble({ message, onCitation, onRetry, ref }: BubbleProps) {
  const mine = message.role === 'user';
  if (mine) {
    return (
      <li className={`${styles.message} ${styles.user}`}>
        <span className="visually-hidden">You:</span>
        <p className={styles.plain}>{message.content}</p>
      </li>
    );
  }
  return (
    <li ref={ref} className={`${styles.message} ${styles.assistant}`}>
      <span className="visually-hidden">Assistant:</span>
      {message.failed ? (
        <div className={styles.failed}>
          <ExclamationCircleOutlined aria-hidden="true" className={styles.failedIcon} />
          <p className={styles.plain}>{message.content}</p>
        </div>
      ) : (
        <Suspense fallback={<p className={styles.plain}>{message.content}</p>}>
          <MarkdownMessage content={message.content} onCitation={onCitation} />
        </Suspense>
      )}
      <div className={styles.actions}>
        {message.failed ? (
          onRetry && (
            <Button size="small" icon={<ReloadOutlined aria-hidden="true" />} onClick={() => onRetry(message)}>
              Retry
            </Button>
          )
        ) : (
          <CopyReply text={message.content} />
        )}
      </div>
    </li>
  );
});

type Props = {
  messages: Message[];
  sending: boolean;
  onCitation?: (c: Citation, event: MouseEvent) => void;
  /** Asks the question of the newest message again, when that message is a failed reply. */
  onRetry?: (m: Message) => void;
  /** What an empty conversation shows instead. */
  empty?: ReactNode;
};

/**
 * Where the history scrolls after a change: to the START of an answer that has just come in to the
 * question before it (a long answer is read from its first line, not met at its last), else to
 * the end (a conversation opened, a question sent, the typing dots).
 */
const scrollTargetAfter = (before: Message | undefined, last: Message | undefined): 'answer' | 'end' =>
  last?.role === 'assistant' && last !== before && before?.role === 'user' ? 'answer' : 'end';

/**
 * The history, newest at the bottom, scrolling inside its own box. Only the newest messages
 * render (more on demand), so a long conversation costs about as much as a short one to show
 * and to append to.
 */
export function ChatHistory({ messages, sending, onCitation, onRetry, empty }: Props) {
  const [pages, setPages] = useState(1);
  const end = useRef<HTMLDivElement>(null);
  const answer = useRef<HTMLLIElement>(null);
  const start = Math.max(0, messages.length - pages * HISTORY_PAGE);
  const last = messages[messages.length - 1];
  const lastSeen = useRef(last);

  useEffect(() => {
    const target = scrollTargetAfter(lastSeen.current, last);
    lastSeen.current = last;
    if (target === 'answer') answer.current?.scrollIntoView?.({ block: 'start' });
    else end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last, sending]);

  return (
    <div className={styles.history}>
      <div className={styles.thread}>
        {messages.length === 0 && !sending && empty}
        {start > 0 && (
          <Button type="link" className={styles.earlier} onClick={() => setPages((p) => p + 1)}>
            Show earlier messages ({start})
          </Button>
        )}
        <ol className={styles.messages} aria-label="Messages">
          {messages.slice(start).map((m, i) => (
            <Bubble
              key={start + i}
              ref={m === last ? answer : undefined}
              message={m}
              onCitation={onCitation}
              onRetry={m === last && !sending ? onRetry : undefined}
            />
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
    </div>
  );
}

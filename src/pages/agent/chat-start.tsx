import { Button } from 'antd';
import type { Company } from '../../api';
import { CompanyAvatar } from '../../resources/companies';
import styles from './agent.module.css';
import { preloadMarkdown } from './markdown-loader';

/** Questions an underwriter asks of any carrier's guidelines, offered in an empty chat. */
export const SUGGESTED_QUESTIONS = [
  'What is the binding authority limit?',
  'Which risks are ineligible?',
  'What are the deductible options?',
] as const;

type Props = { company: Company; onAsk: (question: string) => void };

/** An empty conversation: what it is about, and three questions to start with. */
export function ChatStart({ company, onAsk }: Props) {
  const name = String(company.company_display ?? '');
  return (
    <div className={styles.start}>
      <CompanyAvatar name={company.company_display} logoPath={company.logo_path} size={48} />
      <p className={styles.startTitle}>
        Ask about <bdi title={name}>{name}</bdi>
      </p>
      <p className={styles.startText}>Answers come from the carrier’s own guidelines, with links to the pages they cite.</p>
      <ul className={styles.suggestions} aria-label="Suggested questions">
        {SUGGESTED_QUESTIONS.map((q) => (
          <li key={q}>
            <Button
              className={styles.suggestion}
              onClick={() => {
                preloadMarkdown();
                onAsk(q);
              }}
            >
              {q}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

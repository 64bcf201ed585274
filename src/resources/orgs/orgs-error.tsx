import { errorText } from '../../api';

const ORGS_FAILED = 'Failed to load organizations';
const ORGS_FALLBACK = 'Unable to load organizations.';

/**
 * Why the organizations are not listed (docs/product.md#8-errors): the server's words when it
 * gives any, else "Unable to load organizations." (a failed call, or a body that holds no list).
 */
export function OrgsError({ error }: { error: unknown }) {
  return (
    <span>
      <strong>{ORGS_FAILED}</strong>. {errorText(error, ORGS_FALLBACK)}
    </span>
  );
}

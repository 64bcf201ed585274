import { useCallback } from 'react';
import { Alert, Button, Modal } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { AppToolbar } from '../../components/app-toolbar';
import { formatDate } from '../../components/format';
import { OwnerMenu } from '../../components/owner-menu';
import { useBillingReturn } from '../../components/use-billing-return';
import { useCurrentUser } from '../../components/use-current-user';
import { InvoicesTable, useInvoicesTable } from '../../resources/invoices';
import { PlanCard } from './plan-card';
import { planView } from './plan-view';
import { useBilling } from './use-billing';
import { useBillingActions } from './use-billing-actions';
import styles from './billing.module.css';

/**
 * /billing, the billing owner's (docs/product.md#2-screens): plan, status, seats and price, renewal, Refresh,
 * Update billing info (the provider's portal), cancel or resume, and the invoice history. A
 * past-due subscription leads with a banner that fixes payment. Each part keeps what loaded when
 * another fails.
 */
export default function BillingPage() {
  const { user, reload: reloadUser } = useCurrentUser();
  const billing = useBilling();
  const invoices = useInvoicesTable();
  const [modal, modalHolder] = Modal.useModal();
  const actions = useBillingActions(billing.reloadSubscription);
  const view = planView(billing.status, billing.subscription, billing.readAt);

  const refetchInvoices = invoices.refetch;
  const { reload: reloadBilling } = billing;
  const reload = useCallback(async () => {
    await Promise.all([reloadUser(), reloadBilling(), refetchInvoices()]);
  }, [reloadUser, reloadBilling, refetchInvoices]);
  // Back from the portal (?billing=return) or a checkout: everything is read again.
  useBillingReturn(reload);

  const confirmCancel = () => {
    const until = formatDate(view.periodEnd);
    void modal.confirm({
      title: 'Cancel your subscription?',
      content: until
        ? `Your organization keeps access until ${until}. After that the Library closes and nothing more is charged. You can resume the subscription until then.`
        : 'Your organization keeps access until the end of the current period. After that the Library closes and nothing more is charged.',
      okText: 'Cancel subscription',
      okButtonProps: { danger: true },
      cancelText: 'Keep subscription',
      onOk: actions.cancel,
    });
  };

  const busy = actions.pending !== null;
  const portalButton = (primary: boolean) => (
    <Button
      type={primary ? 'primary' : 'default'}
      onClick={() => void actions.openPortal()}
      loading={actions.pending === 'portal'}
      disabled={busy}
    >
      Update billing info
    </Button>
  );
  const refreshing = billing.fetching || invoices.fetching;
  const pastDue = view.status === 'past_due';

  return (
    <>
      <AppToolbar>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        {pastDue && (
          <Alert
            type="error"
            showIcon
            className={styles.banner}
            message="Your payment is past due"
            description={
              <div className={styles.bannerBody}>
                <p>The Library is closed for your organization until the open invoice is paid. Update your billing info to pay it.</p>
                {portalButton(true)}
              </div>
            }
          />
        )}
        <header className={styles.head}>
          <div>
            <h1>Billing</h1>
            <p className={styles.lead}>
              Plan, payment and invoices
              {user?.org_name ? (
                <>
                  {' '}
                  for <bdi>{user.org_name}</bdi>
                </>
              ) : null}
              .
            </p>
          </div>
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void reload()} loading={refreshing} disabled={refreshing}>
            Refresh
          </Button>
        </header>
        {actions.error && <Alert type="error" role="alert" showIcon closable onClose={actions.clearError} message={actions.error} />}
        <PlanCard
          view={view}
          loading={billing.loading}
          error={billing.statusError ?? billing.subscriptionError}
          onRetry={() => void reloadBilling()}
          actions={
            (view.hasPortal || view.canCancel || view.canResume) && (
              <div className={styles.actions}>
                {view.hasPortal && portalButton(!pastDue)}
                {view.canCancel && (
                  <Button danger onClick={confirmCancel} loading={actions.pending === 'cancel'} disabled={busy}>
                    Cancel subscription
                  </Button>
                )}
                {view.canResume && (
                  <Button type="primary" onClick={() => void actions.resume()} loading={actions.pending === 'resume'} disabled={busy}>
                    Resume Subscription
                  </Button>
                )}
              </div>
            )
          }
        />
        <section className={styles.card} aria-labelledby="billing-invoices">
          <h2 id="billing-invoices" className={styles.cardTitle}>
            Invoice history
          </h2>
          <InvoicesTable view={invoices} empty={view.standing.noInvoices} />
        </section>
      </main>
      {modalHolder}
    </>
  );
}

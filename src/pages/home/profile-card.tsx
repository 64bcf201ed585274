import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Tag } from 'antd';
import { EditOutlined, GlobalOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { isEntitled, resolveAssetUrl } from '../../api';
import type { CurrentUser } from '../../api';
import { greetingName, initialsOf, websiteHref } from '../../components/display';
import styles from './home.module.css';

type Props = { user: CurrentUser | null; isOwner: boolean };

/** A website as people read it: no scheme, no trailing slash (the link keeps the whole URL). */
const siteLabel = (site: string) => site.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export function ProfileCard({ user, isOwner }: Props) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoFailed ? null : resolveAssetUrl(user?.logo_url);
  const orgName = user?.org_name ?? '';
  const email = user?.contact_email || user?.email || '';
  const phone = user?.org_contact_phone || user?.org_phone || '';
  const website = user?.org_website || user?.website || '';
  const site = websiteHref(website);
  return (
    <Card>
      <div className={styles.profile}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={`${orgName || 'Organization'} logo`} onError={() => setLogoFailed(true)} />
        ) : (
          <div className={styles.initials} aria-hidden="true">
            {initialsOf(orgName)}
          </div>
        )}
        <div className={styles.details}>
          <h1>
            Welcome, <bdi>{greetingName(user, isOwner)}</bdi>
          </h1>
          <div className={styles.org}>
            <bdi>{orgName}</bdi>
            {isEntitled(user?.subscription_status) ? <Tag color="var(--color-pro)">PRO</Tag> : <Tag>Not-Activated</Tag>}
          </div>
          <ul className={styles.contacts} aria-label="Contact">
            {email && (
              <li>
                <MailOutlined aria-hidden="true" className={styles.contactIcon} />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {phone && (
              <li>
                <PhoneOutlined aria-hidden="true" className={styles.contactIcon} />
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </li>
            )}
            {site && (
              <li>
                <GlobalOutlined aria-hidden="true" className={styles.contactIcon} />
                <a href={site} target="_blank" rel="noopener noreferrer">
                  {siteLabel(website)}
                </a>
              </li>
            )}
          </ul>
        </div>
        {isOwner && (
          <Link to="/team" className={styles.editProfile}>
            <EditOutlined aria-hidden="true" /> Edit profile
          </Link>
        )}
      </div>
    </Card>
  );
}

/**
 * The card's shape while the me call is on its way: the logo, the greeting, the organization and
 * the contact line at their own heights, so nothing below moves when the user arrives.
 */
export function ProfileCardSkeleton() {
  return (
    <Card>
      <div className={styles.profile} role="status">
        <span className="visually-hidden">Loading your profile…</span>
        <div className={`${styles.initials} ${styles.bone}`} aria-hidden="true" />
        <div className={styles.details} aria-hidden="true">
          <span className={`${styles.bone} ${styles.boneHeading}`} />
          <span className={`${styles.bone} ${styles.boneOrg}`} />
          <span className={`${styles.bone} ${styles.boneContacts}`} />
        </div>
      </div>
    </Card>
  );
}

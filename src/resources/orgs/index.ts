export { OrgsPanel } from './orgs-panel';

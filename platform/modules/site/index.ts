/** Site-wide operator settings: access rules (IP and country) and SEO domains. */
export { operatorSeoDomains, operatorSeoDomainsSave, operatorSiteAccess, operatorSiteAccessSave, siteAccessCheck } from './settings';

import type { StaffPermission } from '@tradeshop/domain';
import type { AdminMessageKey } from './i18n';

/** The back-office's areas in its menu, each shown only to a member whose roles allow it. */
export const adminMenu: readonly { to: string; label: AdminMessageKey; permission: StaffPermission }[] = [
  { to: '/admin', label: 'menu.dashboard', permission: 'dashboard.read' },
  { to: '/admin/companies', label: 'menu.companies', permission: 'companies.read' },
  { to: '/admin/orders', label: 'menu.orders', permission: 'orders.read' },
  { to: '/admin/contact-messages', label: 'menu.contactMessages', permission: 'contact-messages.manage' },
  { to: '/admin/offer-requests', label: 'menu.offerRequests', permission: 'offer-requests.manage' },
  { to: '/admin/mails', label: 'menu.mails', permission: 'mails.manage' },
  { to: '/admin/content', label: 'menu.content', permission: 'content.manage' },
  { to: '/admin/search-synonyms', label: 'menu.searchSynonyms', permission: 'content.manage' },
  { to: '/admin/media', label: 'menu.media', permission: 'content.manage' },
  { to: '/admin/brands', label: 'menu.brands', permission: 'content.manage' },
  { to: '/admin/files', label: 'menu.files', permission: 'content.manage' },
  { to: '/admin/navigation', label: 'menu.navigation', permission: 'content.manage' },
  { to: '/admin/punchout', label: 'menu.punchout', permission: 'integrations.manage' },
  { to: '/admin/integrations', label: 'menu.integrations', permission: 'integrations.manage' },
  { to: '/admin/staff', label: 'menu.staff', permission: 'staff.manage' },
  { to: '/admin/roles', label: 'menu.roles', permission: 'staff.manage' },
  { to: '/admin/audit-log', label: 'menu.auditLog', permission: 'audit.read' },
  { to: '/admin/health', label: 'menu.health', permission: 'operations.read' },
  { to: '/admin/settings', label: 'menu.settings', permission: 'settings.manage' },
];

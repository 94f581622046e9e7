/** Where people without an account write to (the "Contact administrator" link); set VITE_ADMIN_CONTACT_EMAIL to change it. */
export const ADMIN_CONTACT_EMAIL: string = import.meta.env.VITE_ADMIN_CONTACT_EMAIL || 'admin@talentpath.example';

/** Where the contact page sends people who prefer e-mail; set VITE_SUPPORT_EMAIL to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@talentpath.example';

/** The phone numbers, address and support line the contact page and footer show. */
export const CONTACT_PHONES = ['+1 (512) 555-0142', '+1 (512) 555-0187'] as const;
export const EMERGENCY_PHONE = '+1 (512) 555-0911';
export const OFFICE_ADDRESS = ['500 West 2nd Street, Suite 1900', 'Austin, TX 78701', 'United States'] as const;

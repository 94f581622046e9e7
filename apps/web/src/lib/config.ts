/** Where people without an account write to (the "Contact administrator" link); set VITE_ADMIN_CONTACT_EMAIL to change it. */
export const ADMIN_CONTACT_EMAIL: string = import.meta.env.VITE_ADMIN_CONTACT_EMAIL || 'admin@talentpath.example';

// The contact details the public site shows are the system settings' (lib/public-settings.ts), changed by admins.

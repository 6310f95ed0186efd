import { MailAnchor } from './ContactPage.styles';

/** An address with no characters that could change a mailto link's meaning (headers, other recipients). */
const PLAIN_EMAIL = /^[^\s@<>()"',;:\\?&%]+@[^\s@<>()"',;:\\?&%]+\.[^\s@<>()"',;:\\?&%]+$/;

/**
 * An email address from the demo or real API as a mailto link. The design system's allow-list takes web URLs only,
 * so an address is checked here instead; anything unusual is shown as plain text.
 */
export function MailLink({ email }: { email: string }) {
  return PLAIN_EMAIL.test(email) ? <MailAnchor href={`mailto:${email}`}>{email}</MailAnchor> : <span>{email}</span>;
}

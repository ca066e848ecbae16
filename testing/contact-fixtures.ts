/**
 * Contact inquiries for tests: the form's, the client's and the schema's jest tests and the
 * lead-capture e2e spec all send these, so a change to the payload is made here once.
 */
import type { ContactPayload } from '../lib/leads/payload-schemas';

/** A contact payload with every field present, so a test can walk them all. */
export type ContactInquiry = Required<ContactPayload>;

/** An inquiry with every field filled in, as a visitor sends it. */
export const CONTACT_INQUIRY: ContactInquiry = {
  email: 'priya@northwind.example',
  first_name: 'Priya',
  last_name: 'Nair',
  phone_number: '+91 98765 43210',
  company: 'Northwind Freight',
  website: 'northwind.example',
  service: 'DevOps & Cloud',
  budget: '$50K - $100K',
  timeline: '1-3 months',
  message: 'Move our dispatch platform to managed Kubernetes before peak season.',
};

/**
 * The least the form sends: the required fields typed in, the rest untouched (optional fields
 * empty, the service on its first option).
 */
export const MINIMAL_CONTACT_INQUIRY: ContactInquiry = {
  email: CONTACT_INQUIRY.email,
  first_name: CONTACT_INQUIRY.first_name,
  last_name: CONTACT_INQUIRY.last_name,
  phone_number: '',
  company: '',
  website: '',
  service: 'Web Development',
  budget: '',
  timeline: '',
  message: '',
};

import { z } from 'zod';

/**
 * Payloads of POST /v1/iam/mail-list. Shared by the site's client and the local service, so
 * both validate the same shape.
 */
const email = z.string().trim().email('enter a valid email address').max(254);
const optionalText = (max: number) => z.string().trim().max(max);

export const SERVICE_OPTIONS = [
  'Web Development',
  'Mobile App Development',
  'Product Engineering',
  'Staff Augmentation',
  'UI/UX Design',
  'DevOps & Cloud',
  'AI/ML Solutions',
  'Blockchain Development',
] as const;

export const BUDGET_OPTIONS = [
  'Under $25K',
  '$25K - $50K',
  '$50K - $100K',
  '$100K - $250K',
  '$250K - $500K',
  '$500K+',
] as const;

export const TIMELINE_OPTIONS = [
  'ASAP',
  '1-3 months',
  '3-6 months',
  '6-12 months',
  '12+ months',
] as const;

export const newsletterPayloadSchema = z.object({ email }).strict();

export const contactPayloadSchema = z
  .object({
    email,
    first_name: z.string().trim().min(1, 'first name is required').max(100),
    last_name: z.string().trim().min(1, 'last name is required').max(100),
    phone_number: optionalText(40),
    company: optionalText(200),
    website: optionalText(300),
    service: z.enum(SERVICE_OPTIONS),
    budget: z.union([z.enum(BUDGET_OPTIONS), z.literal('')]),
    timeline: z.union([z.enum(TIMELINE_OPTIONS), z.literal('')]),
    message: optionalText(5000),
  })
  .strict();

/** The chat sends what it collected; answers left empty are not sent (decisions.md 8). */
export const chatPayloadSchema = z
  .object({
    email,
    first_name: z.string().trim().min(1).max(100).optional(),
    company: z.string().trim().min(1).max(200).optional(),
    message: z.string().trim().min(1).max(5000).optional(),
  })
  .strict();

export type NewsletterPayload = z.output<typeof newsletterPayloadSchema>;
export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type ChatPayload = z.output<typeof chatPayloadSchema>;
export type MailListPayload = NewsletterPayload | ContactPayload | ChatPayload;

import { z } from 'zod';

const link = z.object({
  label: z.string().trim().min(1).max(120),
  url: z.string().trim().min(1).max(500),
});

const location = z.object({
  title: z.string().trim().min(1).max(120),
  city: z.string().trim().max(120).optional(),
  address: z.string().trim().max(300).optional(),
  phone: z.string().trim().max(40).optional(),
  email: z.email().max(200).optional(),
  openingHours: z.string().trim().max(200).optional(),
});

/** A section of a content page: a list of links, a group of locations, or a text. */
export const cmsSection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('links'), title: z.string().trim().max(120), links: z.array(link).max(50) }),
  z.object({
    type: z.literal('locations'),
    title: z.string().trim().max(120),
    locations: z.array(location).max(50),
  }),
  z.object({ type: z.literal('text'), title: z.string().trim().max(120), text: z.string().trim().max(5000) }),
]);
export type CmsSection = z.infer<typeof cmsSection>;

export const cmsPageSections = z.array(cmsSection).min(1).max(20);

/** The footer page, or null when the shop has none (the storefront shows its fixed footer). */
export const cmsFooterResponse = z.object({
  cmsPage: z.object({ sections: cmsPageSections }).nullable(),
});

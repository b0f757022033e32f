import { type ContentBlock, contentBlock } from '@tradeshop/api-client/contracts';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * One language of a content page as a file keeps it: Markdown with front matter (the body becomes a
 * text block between `blocks` and `blocksAfter`) or JSON with the same fields and its `blocks`.
 */
const contentFile = z
  .object({
    type: z.literal('page').default('page'),
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'takes 1 to 80 lower-case letters, digits and dashes'),
    language: z.string().trim().min(2).max(10),
    /** The page's address in that language; none for the home page. */
    path: z
      .string()
      .trim()
      .max(300)
      .regex(/^[^\s?#]*$/, 'takes no spaces, ? or #')
      .nullable()
      .optional(),
    title: z.string().trim().min(1).max(200),
    metaTitle: z.string().trim().max(200).nullable().optional(),
    metaDescription: z.string().trim().max(500).nullable().optional(),
    active: z.boolean().default(true),
    blocks: z.array(contentBlock).max(60).default([]),
    blocksAfter: z.array(contentBlock).max(60).default([]),
  })
  .strict();

export interface ParsedContentFile {
  key: string;
  language: string;
  active: boolean;
  path: string | null;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  blocks: ContentBlock[];
}

export type ContentFileResult = { ok: true; page: ParsedContentFile } | { ok: false; problems: string[] };

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads one content file (`.md` or `.json`); what is wrong is said per field, nothing is guessed. */
export function parseContentFile(name: string, text: string): ContentFileResult {
  let fields: unknown;
  let body = '';
  try {
    if (name.endsWith('.json')) {
      fields = JSON.parse(text);
    } else if (name.endsWith('.md')) {
      const match = frontMatter.exec(text.replace(/^\uFEFF/, ''));
      if (!match) return { ok: false, problems: ['starts with no front matter between --- lines'] };
      fields = parseYaml(match[1]!);
      body = match[2]!.trim();
    } else {
      return { ok: false, problems: ['is neither Markdown (.md) nor JSON (.json)'] };
    }
  } catch (error) {
    return { ok: false, problems: [`cannot be read: ${error instanceof Error ? error.message : error}`] };
  }
  const parsed = contentFile.safeParse(fields);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`,
      ),
    };
  const file = parsed.data;
  if (body.length > 20_000) return { ok: false, problems: ['the text is longer than 20,000 characters'] };
  const blocks = [
    ...file.blocks,
    ...(body ? [{ type: 'text' as const, markdown: body }] : []),
    ...file.blocksAfter,
  ];
  if (blocks.length === 0) return { ok: false, problems: ['has neither blocks nor a text'] };
  return {
    ok: true,
    page: {
      key: file.key,
      language: file.language,
      active: file.active,
      path: file.path ?? null,
      title: file.title,
      metaTitle: file.metaTitle ?? null,
      metaDescription: file.metaDescription ?? null,
      blocks,
    },
  };
}

/** A picture a block names by a path beside its file (`images/hall.jpg`), to be stored in the media. */
export function isLocalPicture(url: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/)/i.test(url);
}

/** The blocks with each local picture's address replaced by what `store` gives for it. */
export async function withStoredPictures(
  blocks: ContentBlock[],
  store: (localPath: string) => Promise<string>,
): Promise<ContentBlock[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if ((block.type === 'image' || block.type === 'image-text') && isLocalPicture(block.image.url))
        return { ...block, image: { ...block.image, url: await store(block.image.url) } };
      if (block.type === 'hero' && block.image && isLocalPicture(block.image.url))
        return { ...block, image: { ...block.image, url: await store(block.image.url) } };
      return block;
    }),
  );
}

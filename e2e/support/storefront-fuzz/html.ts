/** A form as a page renders it: where it goes and what it sends when submitted unchanged. */
export interface HarvestedForm {
  method: 'get' | 'post';
  /** The action as written; empty for the page's own route. */
  action: string;
  /** The controls' names and default values, in document order (a name may repeat). */
  fields: [string, string][];
  /** Submit buttons with a name: which action branch each one picks (`intent=delete`). */
  buttons: [string, string][];
  /** The names of file inputs. */
  files: string[];
  /** Every value a control may take (select options, radio and checkbox values). */
  choices: [string, string][];
}

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return entities[entity.toLowerCase()] ?? whole;
  });
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, , doubleQuoted, singleQuoted, bare] of tag.matchAll(
    /([\w:-]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    attributes.set(name!.toLowerCase(), decoded(doubleQuoted ?? singleQuoted ?? bare ?? ''));
  }
  return attributes;
}

/**
 * The forms of a server-rendered page, read with patterns rather than a DOM: React writes its markup
 * regularly enough (quoted attributes, escaped `<` and `>` inside them).
 */
export function formsOf(html: string): HarvestedForm[] {
  const forms: HarvestedForm[] = [];
  for (const [, openTag, body] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const formAttributes = attributesOf(openTag!);
    const form: HarvestedForm = {
      method: formAttributes.get('method')?.toLowerCase() === 'post' ? 'post' : 'get',
      action: formAttributes.get('action') ?? '',
      fields: [],
      buttons: [],
      files: [],
      choices: [],
    };
    const controls = /<(input|button|textarea|select)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/g;
    for (const [, element, tag, content = ''] of body!.matchAll(controls)) {
      const attributes = attributesOf(tag!);
      const name = attributes.get('name');
      if (!name) continue;
      const value = attributes.get('value') ?? '';
      const type = attributes.get('type')?.toLowerCase() ?? (element === 'button' ? 'submit' : 'text');
      if (element === 'textarea') form.fields.push([name, decoded(content)]);
      else if (element === 'select') {
        const options = [...content.matchAll(/<option\b([^>]*)>([^<]*)/g)].map(([, optionTag, label]) => {
          const option = attributesOf(optionTag!);
          return { value: option.get('value') ?? decoded(label!), selected: option.has('selected') };
        });
        for (const option of options) form.choices.push([name, option.value]);
        const selected = options.find((option) => option.selected) ?? options[0];
        if (selected) form.fields.push([name, selected.value]);
      } else if (type === 'submit') form.buttons.push([name, value]);
      else if (type === 'button' || type === 'reset' || type === 'image') continue;
      else if (type === 'file') form.files.push(name);
      else if (type === 'checkbox' || type === 'radio') {
        form.choices.push([name, value || 'on']);
        if (attributes.has('checked')) form.fields.push([name, value || 'on']);
      } else form.fields.push([name, value]);
    }
    forms.push(form);
  }
  return forms;
}

/** The paths (with their queries) that a page links to or loads from this site. */
export function sitePathsOf(html: string): string[] {
  const paths = new Set<string>();
  for (const [, , reference] of html.matchAll(/\s(href|src|action)="([^"]*)"/g)) {
    const path = decoded(reference!);
    if (path.startsWith('/') && !path.startsWith('//')) paths.add(path.split('#')[0]!);
  }
  return [...paths];
}

const idPattern = /\b[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\b/gi;

/** The ids (UUIDs, with or without dashes) a page mentions anywhere. */
export function idsOf(text: string): string[] {
  return [...new Set(text.match(idPattern) ?? [])];
}

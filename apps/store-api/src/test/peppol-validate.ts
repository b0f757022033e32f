import { execFile } from 'node:child_process';
import { hash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

/**
 * Validates e-invoices against the Peppol BIS Billing 3.0 rules: the CEN file (EN 16931) and the
 * Peppol file, both as published (./peppol). Each Schematron file becomes an XSLT stylesheet that
 * xslt3 compiles once; a compiled file is kept by the hash of what it came from, so that only the
 * first run after a change pays the compilation (some seconds). A document then takes milliseconds.
 */

export interface FailedAssertion {
  /** The rule file: CEN (EN 16931) or PEPPOL. */
  rules: 'CEN' | 'PEPPOL';
  id: string;
  /** Where in the document, as an XPath without namespaces. */
  location: string;
  text: string;
}

const ruleFiles = { CEN: 'CEN-EN16931-UBL.sch', PEPPOL: 'PEPPOL-EN16931-UBL.sch' } as const;
type Rules = keyof typeof ruleFiles;

const peppolDir = fileURLToPath(new URL('./peppol/', import.meta.url));
const cacheDir = fileURLToPath(
  new URL('../../../../node_modules/.cache/peppol-schematron/', import.meta.url),
);
const require = createRequire(import.meta.url);

/** The stylesheet of a Schematron file, compiled (SEF); compiled anew when the file or xslt3 changed. */
async function compiledRules(rules: Rules): Promise<unknown> {
  const schematron = await readFile(join(peppolDir, ruleFiles[rules]), 'utf8');
  const generator = await readFile(join(peppolDir, 'schematron-to-xslt.xsl'), 'utf8');
  const compilerVersion = (require('xslt3/package.json') as { version: string }).version;
  const key = hash('sha256', [schematron, generator, compilerVersion].join('\0')).slice(0, 16);
  const compiled = join(cacheDir, `${rules}-${key}.sef.json`);
  const cached = await readFile(compiled, 'utf8').catch(() => null);
  if (cached) return JSON.parse(cached);

  const stylesheet = SaxonJS.XPath.evaluate(
    `transform(map { 'stylesheet-text': $generator, 'source-node': parse-xml($schematron),
                     'delivery-format': 'serialized' })?output`,
    null,
    { params: { generator, schematron } },
  ) as string;
  await mkdir(cacheDir, { recursive: true });
  const written = `${compiled}.${process.pid}`;
  const source = `${written}.xsl`;
  await writeFile(source, stylesheet);
  await promisify(execFile)(process.execPath, [
    require.resolve('xslt3/xslt3.js'),
    `-xsl:${source}`,
    `-export:${written}`,
    '-nogo',
  ]);
  await rm(source);
  // Tests running at the same time may compile it too: whoever finishes last puts the same file in place.
  await rename(written, compiled);
  return JSON.parse(await readFile(compiled, 'utf8'));
}

let compiling: Promise<[unknown, unknown]> | undefined;

/**
 * The Peppol validator: the failed assertions of flag `fatal` of both rule files for a UBL
 * document (none: the document is a valid Peppol BIS Billing 3.0 invoice or credit note).
 */
export async function peppolValidator(): Promise<(xml: string) => FailedAssertion[]> {
  compiling ??= Promise.all([compiledRules('CEN'), compiledRules('PEPPOL')]);
  const [cen, peppol] = await compiling;
  const failuresOf = (rules: Rules, stylesheet: unknown, xml: string): FailedAssertion[] => {
    const { principalResult } = SaxonJS.transform(
      { stylesheetInternal: stylesheet, sourceText: xml, destination: 'raw' },
      'sync',
    );
    const found = SaxonJS.XPath.evaluate(
      `serialize(array { descendant::failed[@flag = 'fatal'] ! map {
         'id': string(@id), 'location': string(@location), 'text': normalize-space() } },
       map { 'method': 'json' })`,
      principalResult,
    ) as string;
    return (JSON.parse(found) as Omit<FailedAssertion, 'rules'>[]).map((failure) => ({
      rules,
      ...failure,
      location: failure.location.replace(/Q\{[^}]*\}/g, ''),
    }));
  };
  return (xml) => [...failuresOf('CEN', cen, xml), ...failuresOf('PEPPOL', peppol, xml)];
}

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The cXML 1.2.063 DTD, kept in the repository (./cxml/README.md). */
const cxmlDtd = fileURLToPath(new URL('./cxml/cXML.dtd', import.meta.url));

/**
 * The errors xmllint (Debian's libxml2-utils) finds in a document validated against the cXML DTD;
 * none: the document is valid. `--dtdvalid` validates against the local file; xmllint still tries
 * to load the DTD the DOCTYPE names, which `--nonet` stops: the warning about it is not an error of
 * the document.
 */
export function validateAgainstCxmlDtd(xml: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const xmllint = spawn('xmllint', ['--noout', '--nonet', '--dtdvalid', cxmlDtd, '-']);
    let output = '';
    xmllint.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    xmllint.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' ? new Error('xmllint is missing: apt-get install libxml2-utils') : error,
      ),
    );
    // xmllint stops reading a document it cannot parse; its exit status tells that.
    xmllint.stdin.on('error', () => {});
    xmllint.on('close', (code) => {
      if (code === 0) return resolve([]);
      const errors = output
        .split('\n')
        .filter((line) => /^-:\d+: .*error : /.test(line))
        .map((line) => line.slice('-:'.length));
      resolve(errors.length > 0 ? errors : [output.trim() || `xmllint exited with ${code}`]);
    });
    xmllint.stdin.end(xml);
  });
}

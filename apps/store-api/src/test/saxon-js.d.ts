/** What the tests use of SaxonJS, which ships without type declarations. */
declare module 'saxon-js' {
  interface TransformOptions {
    /** A compiled stylesheet (SEF), as xslt3 exports it. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'raw' | 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, execution: 'sync'): { principalResult: unknown };
    getProcessorInfo(): { productVersion: string };
    XPath: {
      evaluate(expression: string, context: unknown, options?: { params?: Record<string, unknown> }): unknown;
    };
  };
  export default SaxonJS;
}

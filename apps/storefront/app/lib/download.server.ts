/** A file the browser saves under `fileName`, never kept by a cache. */
const download = (body: string, contentType: string, fileName: string) =>
  new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });

/** A CSV file the browser saves under `fileName`. */
export const csvDownload = (csv: string, fileName: string) =>
  download(csv, 'text/csv; charset=utf-8', fileName);

/** A JSON document the browser saves under `fileName`, indented for a person to read. */
export const jsonDownload = (document: unknown, fileName: string) =>
  download(JSON.stringify(document, null, 2), 'application/json; charset=utf-8', fileName);

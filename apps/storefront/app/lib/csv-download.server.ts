/** A CSV file the browser saves under `fileName`, never kept by a cache. */
export const csvDownload = (csv: string, fileName: string) =>
  new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });

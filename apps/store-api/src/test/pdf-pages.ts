import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back as a reader sees it: the text of each page, and the first page drawn. */
export async function readPdf(bytes: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter(Boolean)
        .join(' '),
    );
  }
  const first = await document.getPage(1);
  const viewport = first.getViewport({ scale: 1 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js draws on a browser canvas; @napi-rs/canvas is its stand-in in Node.
  const parameters = { canvasContext: context, canvas, viewport } as unknown as Parameters<
    typeof first.render
  >[0];
  await first.render(parameters).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0;
  for (let index = 0; index < pixels.length; index += 4) if (pixels[index]! < 160) inked++;
  await document.destroy();
  return {
    pages,
    /** The share of the first page's pixels that carry ink: 0 for a blank page. */
    ink: inked / (canvas.width * canvas.height),
    firstPagePng: () => canvas.toBuffer('image/png'),
  };
}

import { useTranslation } from '../../lib/i18n';
import type { ProductFile } from '../../lib/product-details.server';

/** Technical sheets, documents or instructions of a product, each opening in a new tab, named by its title or its kind. */
export function ProductFiles({ files }: { files: ProductFile[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {files.map((file) => (
        <li key={file.url}>
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-md border border-gray-200 px-3 py-2 text-sm hover:border-brand-600 hover:bg-brand-50"
          >
            <span
              aria-hidden="true"
              className="rounded bg-red-700 px-1.5 py-0.5 font-bold text-[10px] text-white tracking-wide"
            >
              {file.extension}
            </span>
            <span className="font-medium text-brand-800 underline-offset-2 hover:underline">
              {file.title ?? (file.kind ? t(`product.documentKind.${file.kind}`) : '')}
            </span>
            <span className="sr-only">
              ({file.extension}, {t('footer.newTab')})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

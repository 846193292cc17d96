import type { Plugin } from 'vite';
import { PRODUCT_COLUMNS, PRODUCT_TEMPLATE_EXAMPLE } from '../../shared/admin/product-columns';
import { CATEGORIES } from '../../shared/types';

/** Where the admin's "Download template" link finds the file (spec 02 §7). */
const PRODUCTS_TEMPLATE_FILE = 'assets/products_template.xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bulk-upload template: the product columns in a bold header, one example row, and a category list to pick from. */
async function buildProductsTemplate(): Promise<Uint8Array> {
  // exceljs is CommonJS: its exports sit on `default` when imported from an ES module.
  const excel = await import('exceljs');
  const { Workbook } = excel.default ?? excel;
  const book = new Workbook();
  book.creator = 'Maison';
  const sheet = book.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRODUCT_COLUMNS.map((column) => ({ header: column, key: column, width: column === 'description' ? 40 : 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({ ...PRODUCT_TEMPLATE_EXAMPLE });
  const categoryColumn = sheet.getColumn('category').letter;
  for (let row = 2; row <= 1000; row++) {
    sheet.getCell(`${categoryColumn}${row}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${CATEGORIES.join(',')}"`],
    };
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Writes the template into the build, and serves it from the dev server, so it always matches the column list. */
export function productsTemplate(): Plugin {
  return {
    name: 'maison:products-template',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: PRODUCTS_TEMPLATE_FILE, source: await buildProductsTemplate() });
    },
    configureServer(server) {
      server.middlewares.use(`/${PRODUCTS_TEMPLATE_FILE}`, (_request, response, next) => {
        buildProductsTemplate().then((bytes) => {
          response.setHeader('Content-Type', XLSX_TYPE);
          response.end(bytes);
        }, next);
      });
    },
  };
}

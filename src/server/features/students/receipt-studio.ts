/**
 * The studio as a receipt names it. Read from the content files for now; when the studio's
 * content moves into the database, only this function changes.
 */
import { studio } from '#content/studio.ts';
import type { Receipt } from '#shared/schemas/students.ts';

export async function receiptStudio(): Promise<Receipt['studio']> {
  return {
    name: studio.name,
    businessNumber: studio.businessNumber,
    address: `${studio.address} ${studio.floor}`,
    phone: studio.phone,
  };
}

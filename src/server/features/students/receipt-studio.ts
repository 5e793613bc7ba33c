/**
 * The studio as a receipt names it: the owner's published details, as every page shows them,
 * with the representative (대표자) the settings page says the receipt carries.
 */
import type { Receipt } from '#shared/schemas/students.ts';
import type { Db } from '../../db/database.ts';
import { getStudioSettings } from '../site/index.ts';

export async function receiptStudio(db: Db): Promise<Receipt['studio']> {
  const { studio } = await getStudioSettings(db);
  return {
    name: studio.name,
    representative: studio.owner,
    businessNumber: studio.businessNumber,
    address: `${studio.address} ${studio.floor}`.trim(),
    phone: studio.phone,
  };
}

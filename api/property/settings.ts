/** The property settings (reservation hold, calculator defaults, mortgage programmes) an editor changes. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { DEFAULT_PROPERTY_SETTINGS, propertySettingsSchema, type PropertySettings } from '../../contract/property.ts';

export const PROPERTY_SETTINGS_KEY = 'property';

export function readPropertySettings(db: Db | Tx): PropertySettings {
  const row = db.select().from(settings).where(eq(settings.key, PROPERTY_SETTINGS_KEY)).get();
  const parsed = propertySettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_PROPERTY_SETTINGS;
}

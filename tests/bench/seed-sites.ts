// Seeds N wl_site rows straight into the SQLite file (one transaction): four site types, distinct
// create times one minute apart, tenant 0, some parents.
import BetterSqlite3 from 'better-sqlite3';
import { formatDateTime } from '../../src/server/engine/db/time.ts';
import { uuidv7 } from '../../src/server/engine/db/uuid.ts';

export function seedSites(file: string, count: number): void {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    `insert into wl_site (id, site_name, parent_id, type, site_mode, area, person, person_phone,
       site_receive_fee_type, site_receive_fee, create_by, create_time, tenant_id, version)
     values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 'admin', ?, 0, 1)`,
  );
  const start = Date.UTC(2025, 0, 1);
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = uuidv7(start + i * 60_000);
      ids.push(id);
      insert.run(
        id,
        `Site ${String(i).padStart(6, '0')}`,
        i > 100 && i % 10 === 0 ? ids[i % 100] : null,
        i % 4,
        i % 2,
        'Zhejiang/Hangzhou',
        `Person ${i % 500}`,
        '13812345678',
        (i % 1000) * 10,
        formatDateTime(new Date(start + i * 60_000)),
      );
    }
  })();
  db.pragma('optimize');
  db.close();
}

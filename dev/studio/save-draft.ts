// Save: check the draft as gen would (check-draft.ts) and write its files under schemas/ only. A draft
// gen refuses is not written (422 with the problems). A plan with a step that may lose data is not
// written either until the user confirms it (409 with the plan); only a plain drop can be confirmed —
// a lossy type change needs a reviewed data migration (schemas/migrations/), as `npm run gen` says.
// A confirmed drop is reported in `allowDestructive` so the dev loop regenerates with
// --allow-destructive for that save. Unchanged files are not touched (no watcher event for them).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SaveResult } from '../../runtime/core/studio-wire.ts';
import { checkDraft, type Draft } from './check-draft.ts';
import { StudioError } from './schema-files.ts';

export interface SaveOptions {
  /** The user confirmed the destructive steps (drops) the plan showed. */
  confirmDestructive?: boolean;
}

export async function saveDraft(
  schemasDir: string,
  generatedDir: string,
  draft: Draft,
  opts: SaveOptions = {},
): Promise<SaveResult> {
  const check = await checkDraft(schemasDir, generatedDir, draft);
  if (check.problems.length) {
    throw new StudioError(
      422,
      {
        zh: `生成器拒绝了该草稿（${check.problems.length} 个问题），未写入任何文件`,
        en: `The generator refuses the draft (${check.problems.length} problem(s)); nothing was written`,
      },
      check,
    );
  }
  const lossy = check.refused.filter((r) => !r.drop);
  if (lossy.length) {
    throw new StudioError(
      409,
      {
        zh: `变更可能丢失数据：${lossy.map((r) => r.key).join('、')}。请在 schemas/migrations/ 编写数据迁移后再保存，未写入任何文件`,
        en: `The change may lose data: ${lossy.map((r) => r.key).join(', ')}. Write a data migration in schemas/migrations/ first; nothing was written`,
      },
      check,
    );
  }
  const drops = check.refused.filter((r) => r.drop).map((r) => r.key);
  if (drops.length && !opts.confirmDestructive) {
    throw new StudioError(
      409,
      {
        zh: `保存将删除 ${drops.join('、')} 及其数据，请确认后再保存（如为字段改名，请选择“改名”）`,
        en: `Saving drops ${drops.join(', ')} with its data; confirm to save (choose "Rename" if a field was renamed)`,
      },
      check,
    );
  }
  const written: string[] = [];
  for (const [rel, text] of Object.entries(check.texts)) {
    const path = join(schemasDir, rel);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written.push(rel);
  }
  return { ...check, written, allowDestructive: drops };
}

// The SQLite dialect of the app: Kysely's, with every bound value written `+?` instead of `?`.
//
// SQLite (3.54, as better-sqlite3 builds it) marks a statement with ORDER BY for re-planning whenever a
// value is bound to a bare `?` in it, so a list page was parsed and planned again on every execution:
// about half the cost of a 10-row page. `+?` is the same value (unary plus is a no-op in SQLite, and
// neither form has an affinity, so comparisons convert exactly as before) that the planner does not
// look into: a prepared statement keeps its plan, the plan it would choose for an unknown value.
// EXPLAIN QUERY PLAN is unchanged for the engine's queries (same indexes); db/README.md, "Plans".
import { SqliteDialect, SqliteQueryCompiler, type QueryCompiler } from 'kysely';

class StablePlanCompiler extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '+?';
  }
}

export class StablePlanSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new StablePlanCompiler();
  }
}

/**
 * The part of better-sqlite3's API the mail-list service uses. The package ships no types and
 * @types/better-sqlite3 is not a dependency; this keeps the service's JSDoc type-checked.
 */
declare module 'better-sqlite3' {
  type BindParameters = unknown[] | [Record<string, unknown>];

  interface Statement {
    run(...params: BindParameters): { changes: number; lastInsertRowid: number | bigint };
    get(...params: BindParameters): unknown;
    all(...params: BindParameters): unknown[];
  }

  interface Database {
    prepare(sql: string): Statement;
    exec(sql: string): this;
    pragma(sql: string, options?: { simple?: boolean }): unknown;
    transaction<F extends (...args: never[]) => unknown>(fn: F): F;
    close(): this;
    readonly open: boolean;
  }

  interface DatabaseConstructor {
    new (filename: string, options?: { readonly?: boolean; fileMustExist?: boolean }): Database;
  }

  const Database: DatabaseConstructor;
  export type { Database, Statement };
  export default Database;
}

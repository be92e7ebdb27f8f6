import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The channel on which the database announces that sessions ended or an account changed (issue 17,
 * decision 023): 's:<token hash>' when a session row is deleted (sign-out, password change,
 * deactivation, expiry housekeeping, a deleted account's cascade), 'o:<user id>' when a user's
 * status, type, one-time-password flag, name, e-mail, contact or class changed or the account was deleted, 'm:<teacher id>' when a teacher
 * joined or left a class (class_teachers), 'c:<class id>' when a class was renamed, reassigned or
 * deleted or one of its students joined, left or changed (as 'o:', and the contact), 'k:<table>'
 * when a catalogue kept in a cache changed (lib/catalogue-cache.ts), 'n:<user or admin id>' when a
 * person's notifications changed, 'r:<class id>' when a class's register analysis or one of its entries
 * was written or deleted, 'a:<class id>' when a class's attendance records or entries were written or deleted,
 * 'b:<student id>' when a student's comment was written, changed or deleted, 'p:<student id>' when a
 * student's portfolio ticks or blanks were written or deleted, 'i:<form or review id>' when one of its
 * items or their points was written or deleted or it was renamed (a review: its date or attending people
 * changed), 't:<student id>' when a student's talk was written or deleted, 'g:<student id>' when a student's
 * placement, guidance record, absent days or instructors were written or deleted or their wishes or class changed ('g:*'
 * when a class was renamed or given to another supervisor or a provider changed; 'r:*', 'b:*', 'p:*', 'i:*', 't:*' and
 * 'g:*' when a person was renamed or deleted: the register pages, the comments, the ticks, the points, the talks and the
 * plans name them; 't:*' also when a signature changed). Every process listens and drops what it cached
 * (modules/auth/session-cache.ts, modules/classes/membership-cache.ts, modules/users/student-cache.ts,
 * modules/classes/class-cache.ts), so a sign-out or a removal
 * from a class holds for all processes at once.
 */
export const SESSION_CHANGE_CHANNEL = 'pp_session_change';

/**
 * `not pp_attendance_totals_kept_in_statement()` (migration 0013) as an expression of built-in
 * functions only: a statement not marked by the attendance save (attendance.repository.ts).
 */
const notKeptInStatement = `coalesce(current_setting('pp.attendance_totals_kept_at', true), '') <> statement_timestamp()::text`;

/**
 * Installs the triggers that announce it (after the migrations, at every start, like the record
 * templates): idempotent, so that any database, old or new, gets them.
 */
export async function ensureSessionNotify(db: DbOrTx): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function pp_notify_session_change() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'sessions' then
    perform pg_notify('${SESSION_CHANGE_CHANNEL}', 's:' || old.token_hash);
  elsif tg_table_name = 'class_teachers' then
    if tg_op <> 'INSERT' then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'm:' || old.teacher_id); end if;
    if tg_op <> 'DELETE' then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'm:' || new.teacher_id); end if;
  elsif tg_table_name = 'classes' then
    perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'c:' || old.id);
  elsif tg_op = 'INSERT' then
    if new.grade_id is not null then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'c:' || new.grade_id); end if;
  else
    perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'o:' || old.id);
    -- a renamed or deleted person: the register pages name the supervisors of their entries, the comments their teachers, the portfolio's ticks who set them, the points who changed them
    if tg_table_name = 'users' and (tg_op = 'DELETE' or old.first_name is distinct from new.first_name or old.name is distinct from new.name) then
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'r:*');
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'b:*');
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'p:*');
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'i:*');
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 't:*');
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'g:*');
    elsif tg_table_name = 'users' then
      -- a changed signature: the talks show their instructor's (admins have none: a nested test)
      if old.signature is distinct from new.signature then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 't:*'); end if;
    end if;
    -- the class of the student (before and after): its list of students changed
    if old.grade_id is not null then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'c:' || old.grade_id); end if;
    if tg_op = 'UPDATE' then
      if new.grade_id is not null and new.grade_id is distinct from old.grade_id then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'c:' || new.grade_id); end if;
    end if;
  end if;
  return null;
end $$`),
  );
  await db.execute(sql.raw(`create or replace trigger sessions_notify_change after delete on sessions for each row execute function pp_notify_session_change()`));
  // a truncate (the restore of a backup) fires no row trigger: it announces that anything may have changed
  await db.execute(sql.raw(`create or replace function pp_notify_everything() returns trigger language plpgsql as $$
begin
  perform pg_notify('${SESSION_CHANGE_CHANNEL}', '');
  return null;
end $$`));
  for (const table of ['sessions', 'class_teachers', 'classes', 'users', 'notifications']) {
    await db.execute(sql.raw(`create or replace trigger ${table}_notify_truncate after truncate on ${table} for each statement execute function pp_notify_everything()`));
  }
  await db.execute(
    sql.raw(`create or replace trigger class_teachers_notify_change after insert or update or delete on class_teachers for each row execute function pp_notify_session_change()`),
  );
  await db.execute(
    sql.raw(`create or replace trigger users_notify_change after update on users for each row
  when (old.status is distinct from new.status or old.user_type is distinct from new.user_type or old.must_change_password is distinct from new.must_change_password
    or old.email is distinct from new.email or old.first_name is distinct from new.first_name or old.name is distinct from new.name
    or old.grade_id is distinct from new.grade_id or old.contact is distinct from new.contact or old.signature is distinct from new.signature)
  execute function pp_notify_session_change()`),
  );
  // a deleted account: the student cache (modules/users/student-cache.ts) drops it
  await db.execute(sql.raw(`create or replace trigger users_notify_delete after delete on users for each row execute function pp_notify_session_change()`));
  // a new student: their class's number of students changed (modules/classes/class-cache.ts)
  await db.execute(sql.raw(`create or replace trigger users_notify_insert after insert on users for each row when (new.grade_id is not null) execute function pp_notify_session_change()`));
  // a renamed, reassigned or deleted class (modules/classes/class-cache.ts)
  await db.execute(sql.raw(`create or replace trigger classes_notify_change after update or delete on classes for each row execute function pp_notify_session_change()`));
  // a changed catalogue: announced under the key of its cache entry, the trigger's argument (lib/catalogue-cache.ts)
  await db.execute(
    sql.raw(`create or replace function pp_notify_catalogue_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'k:' || tg_argv[0]);
  return null;
end $$`),
  );
  for (const [table, key] of [
    ['assessment_categories', 'assessment_categories'],
    ['portfolio_categories', 'portfolio'],
    ['portfolio_items', 'portfolio'],
    ['classes', 'classes'],
    ['class_student_counts', 'classes'],
  ]) {
    await db.execute(
      sql.raw(`create or replace trigger ${table}_notify_catalogue after insert or update or delete or truncate on ${table}
  for each statement execute function pp_notify_catalogue_change('${key}')`),
    );
  }
  // a person's notifications made, read or deleted (modules/notifications/notification-cache.ts)
  await db.execute(
    sql.raw(`create or replace function pp_notify_notifications_change() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'n:' || coalesce(old.user_id, old.admin_id)); end if;
  if tg_op <> 'DELETE' then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'n:' || coalesce(new.user_id, new.admin_id)); end if;
  return null;
end $$`),
  );
  await db.execute(
    sql.raw(`create or replace trigger notifications_notify_change after insert or update or delete on notifications for each row execute function pp_notify_notifications_change()`),
  );
  // a class's register analysis or one of its entries written or deleted (modules/register-analysis/register-page-cache.ts)
  await db.execute(
    sql.raw(`create or replace function pp_notify_register_change() returns trigger language plpgsql as $$
declare
  cls uuid;
begin
  if tg_table_name = 'register_analyses' then
    cls := coalesce(new.class_id, old.class_id);
  else
    -- null when the analysis itself is being deleted: that deletion announces the class
    select class_id into cls from register_analyses where id = coalesce(new.analysis_id, old.analysis_id);
  end if;
  if cls is not null then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'r:' || cls); end if;
  return null;
end $$`),
  );
  await announceRows(db, ['register_analyses', 'register_analysis_entries'], 'pp_notify_register_change()');
  // a class's attendance record or entries written or deleted (modules/attendance/attendance-day-cache.ts):
  // once per statement (a save writes up to a class's worth of entries), from its transition tables. The
  // app's save statement announces its classes itself and marks itself (attendance.repository.ts, migration
  // 0013's mark): the triggers leave it alone (twentieth round: five trigger calls a batch of saves). Their
  // condition is the body of pp_attendance_totals_kept_in_statement() negated, written out: PostgreSQL
  // prepares a trigger's WHEN once per statement that fires it, and inlining the SQL function parsed its
  // body each time (twenty-first round: 4 % of PostgreSQL's CPU a save, five triggers a batch)
  await db.execute(
    sql.raw(`create or replace function pp_notify_attendance_change() returns trigger language plpgsql as $$
declare
  cls uuid;
begin
  if tg_table_name = 'attendance_records' then
    for cls in select distinct class_id from changed_rows loop
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'a:' || cls);
    end loop;
  else
    -- a record being deleted announces its class itself; each record looked up once (a save changes up to a class's entries of a day)
    for cls in select distinct r.class_id from (select distinct record_id from changed_rows) e join attendance_records r on r.id = e.record_id loop
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'a:' || cls);
    end loop;
  end if;
  return null;
end $$`),
  );
  for (const table of ['attendance_records', 'attendance_entries']) {
    for (const [op, ref] of [
      ['insert', 'new table as changed_rows'],
      ['update', 'new table as changed_rows'],
      ['delete', 'old table as changed_rows'],
    ]) {
      await db.execute(
        sql.raw(
          `create or replace trigger ${table}_notify_${op} after ${op} on ${table} referencing ${ref} for each statement when (${notKeptInStatement}) execute function pp_notify_attendance_change()`,
        ),
      );
    }
    await db.execute(sql.raw(`create or replace trigger ${table}_notify_truncate after truncate on ${table} for each statement execute function pp_notify_everything()`));
  }
  // a student's rows written or deleted, announced as '<prefix><student id>' (the trigger's argument):
  // comments (modules/comments/comment-page-cache.ts), portfolio ticks and blanks (modules/portfolio/portfolio-tick-cache.ts),
  // talks (modules/talks/talk-cache.ts)
  await db.execute(
    sql.raw(`create or replace function pp_notify_student_rows() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('${SESSION_CHANGE_CHANNEL}', tg_argv[0] || old.student_id); end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.student_id is distinct from old.student_id) then perform pg_notify('${SESSION_CHANGE_CHANNEL}', tg_argv[0] || new.student_id); end if;
  return null;
end $$`),
  );
  await announceRows(db, ['comments'], `pp_notify_student_rows('b:')`);
  await announceRows(db, ['portfolio_ticks', 'portfolio_forms'], `pp_notify_student_rows('p:')`);
  await announceRows(db, ['talks'], `pp_notify_student_rows('t:')`);
  // a student's plan (modules/placements/plan-cache.ts): placements and guidance records name their student;
  // absent days and instructors their placement's; the student's wishes and class; a renamed class, another
  // supervisor or a changed provider touches many plans ('g:*')
  await announceRows(db, ['placements', 'guidance_records'], `pp_notify_student_rows('g:')`);
  await db.execute(
    sql.raw(`create or replace function pp_notify_plan_change() returns trigger language plpgsql as $$
declare
  s uuid;
begin
  if tg_table_name = 'users' then
    perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'g:' || old.id);
  elsif tg_table_name in ('classes', 'placement_providers') then
    perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'g:*');
  else
    -- none while the placement itself is being deleted: that deletion announces its student
    for s in select distinct p.student_id from placements p where p.id = old.placement_id or p.id = new.placement_id loop
      perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'g:' || s);
    end loop;
  end if;
  return null;
end $$`),
  );
  await announceRows(db, ['practical_absences', 'placement_instructors'], 'pp_notify_plan_change()');
  const wishes = [1, 2, 3, 4, 5].map((n) => `old.impatient${n} is distinct from new.impatient${n}`).join(' or ');
  await db.execute(
    sql.raw(`create or replace trigger users_notify_plan after update on users for each row
  when (old.grade_id is distinct from new.grade_id or ${wishes}) execute function pp_notify_plan_change()`),
  );
  await db.execute(
    sql.raw(`create or replace trigger classes_notify_plan after update on classes for each row
  when (old.class_name is distinct from new.class_name or old.teacher_id is distinct from new.teacher_id) execute function pp_notify_plan_change()`),
  );
  await db.execute(sql.raw(`create or replace trigger placement_providers_notify_change after update or delete on placement_providers for each statement execute function pp_notify_plan_change()`));
  await db.execute(sql.raw(`create or replace trigger placement_providers_notify_truncate after truncate on placement_providers for each statement execute function pp_notify_everything()`));
  // the functions these triggers called before (issue 17, twelfth round)
  for (const fn of ['pp_notify_comments_change', 'pp_notify_portfolio_change']) await db.execute(sql.raw(`drop function if exists ${fn}()`));
  // the items of a form or review: a point or item written or deleted, the form or review renamed or
  // deleted (modules/reviews/items-page-cache.ts); a point's form or review through its item
  await db.execute(
    sql.raw(`create or replace function pp_notify_items_change() returns trigger language plpgsql as $$
declare
  owner uuid;
begin
  if tg_table_name = 'points' then
    if tg_op <> 'INSERT' then
      select coalesce(i.form_id, i.review_id) into owner from items i where i.id = old.item_id;
      if owner is not null then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'i:' || owner); end if;
    end if;
    if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.item_id is distinct from old.item_id) then
      select coalesce(i.form_id, i.review_id) into owner from items i where i.id = new.item_id;
      if owner is not null then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'i:' || owner); end if;
    end if;
  elsif tg_table_name = 'items' then
    if tg_op <> 'INSERT' then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'i:' || coalesce(old.form_id, old.review_id)); end if;
    if tg_op <> 'DELETE' then perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'i:' || coalesce(new.form_id, new.review_id)); end if;
  else
    perform pg_notify('${SESSION_CHANGE_CHANNEL}', 'i:' || old.id);
  end if;
  return null;
end $$`),
  );
  await announceRows(db, ['points', 'items'], 'pp_notify_items_change()');
  // the columns an answer shows (the items' owner; a review's own fields)
  for (const [table, columns] of [['forms', ['f_name', 'student_id']], ['reviews', ['r_name', 'r_date', 'attending_people', 'student_id']]] as const) {
    const changed = columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await db.execute(sql.raw(`create or replace trigger ${table}_notify_change after update on ${table} for each row when (${changed}) execute function pp_notify_items_change()`));
    await db.execute(sql.raw(`create or replace trigger ${table}_notify_delete after delete on ${table} for each row execute function pp_notify_items_change()`));
    await db.execute(sql.raw(`create or replace trigger ${table}_notify_truncate after truncate on ${table} for each statement execute function pp_notify_everything()`));
  }
  await db.execute(
    sql.raw(`create or replace trigger admins_notify_change after update on admins for each row
  when (old.email is distinct from new.email or old.first_name is distinct from new.first_name or old.name is distinct from new.name)
  execute function pp_notify_session_change()`),
  );
}

/** Row triggers that call `fn` on every insert, update or delete of each table; a truncate announces that anything may have changed. */
async function announceRows(db: DbOrTx, tables: string[], fn: string): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(`create or replace trigger ${table}_notify_change after insert or update or delete on ${table} for each row execute function ${fn}`));
    await db.execute(sql.raw(`create or replace trigger ${table}_notify_truncate after truncate on ${table} for each statement execute function pp_notify_everything()`));
  }
}

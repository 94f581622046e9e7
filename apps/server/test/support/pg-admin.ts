import pg from 'pg';

/** Runs one statement on the server TEST_DATABASE_URL names (create or drop a database of a test's own). */
export async function adminQuery(query: string, url = process.env.TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test's database once its connections have gone. pool.end() and client.end() resolve before their sockets
 * have closed; dropping `with (force)` at once would send those closing connections a FATAL nobody listens for any
 * more (an uncaught error in the test run, seen on a loaded CI machine). So wait while it is in use (55006: being
 * accessed by other users), and force only after about a second — for the server processes a test SIGKILLed.
 */
export async function dropDatabase(name: string, url = process.env.TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`drop database if exists ${name}${attempt >= 40 ? ' with (force)' : ''}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
        await new Promise((r) => setTimeout(r, 25));
      }
    }
  } finally {
    await client.end();
  }
}

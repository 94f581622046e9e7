import pg from 'pg';

/** Runs one statement on the server TEST_DATABASE_URL names (create or drop a database of a test's own). */
export async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

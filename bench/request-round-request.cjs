// autocannon's setupRequest for a round of whole requests (method, path, headers, body) handed out one
// after another across every connection (bench/load.ts `sharedRequests`): each user's request once in
// turn, as many users would send them, not every connection walking the list from the start. Like
// search/distinct-search-request.cjs it runs in autocannon's worker thread, so the client no longer shares
// the event loop of the servers it measures; the round's file (one JSON request a line) comes in the
// connection's context and the position lives here, shared by the worker's connections.
const fs = require('node:fs');

const rounds = new Map();

module.exports = function setupRequest(request, context) {
  const file = context.requestRoundFile;
  let round = rounds.get(file);
  if (!round) {
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    round = { requests: lines.map((line) => JSON.parse(line)), next: 0 };
    rounds.set(file, round);
  }
  const item = round.requests[round.next % round.requests.length];
  round.next += 1;
  return {
    ...request,
    ...item,
    headers: {
      ...request.headers,
      ...item.headers,
      ...(item.body ? { 'content-type': 'application/json' } : {}),
    },
  };
};

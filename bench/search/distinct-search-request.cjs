// autocannon's setupRequest for a round of paths handed out once each across every connection
// (bench/load.ts `pathRound`). It runs in autocannon's worker thread, which can load a file but not take a
// function, hence plain CommonJS. The round's file name comes in the connection's context; the position in
// the round lives here, shared by the worker's connections. Past the end it starts again, which the bench
// reports (it compares the requests sent with the round's length) rather than hides.
const fs = require('node:fs');

const rounds = new Map();

module.exports = function setupRequest(request, context) {
  const file = context.pathRoundFile;
  let round = rounds.get(file);
  if (!round) {
    round = { paths: fs.readFileSync(file, 'utf8').split('\n').filter(Boolean), next: 0 };
    rounds.set(file, round);
  }
  const path = round.paths[round.next % round.paths.length];
  round.next += 1;
  return { ...request, method: 'GET', path };
};

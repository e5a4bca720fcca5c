// Preloaded with `node --import` into a child process: on SIGUSR2 it throws (or rejects with) the error
// CHANCERY_TEST_THROW names, from a timer, where nothing catches it — what the last-resort handler of
// `npm start` must sort into "survivable" or "exit".
const errors = {
  // a socket reset, as a database connection with no listener would throw it
  reset: () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' }),
  // node-postgres's words for a connection that ended under a query
  terminated: () => new Error('Connection terminated unexpectedly'),
  // a programming error
  bug: () => new TypeError("Cannot read properties of undefined (reading 'state')"),
};
const [how, what] = (process.env.CHANCERY_TEST_THROW ?? 'throw:bug').split(':');
process.on('SIGUSR2', () => {
  const e = errors[what]();
  if (how === 'reject') void Promise.reject(e);
  else
    setTimeout(() => {
      throw e;
    }, 0);
});

/**
 * Stops a running stack once on the first SIGINT or SIGTERM (a terminal's Ctrl-C, or a supervisor
 * signalling this process alone), then exits. Returns whether a stop has been asked for, for code
 * that must not report the stack's own end as a failure meanwhile.
 */
export function stopOnSignal(message, stop) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log(message);
      await stop();
      process.exit(0);
    });
  }
  return () => stopping;
}

// Preloaded into a server by the resilience suite (NODE_OPTIONS=--import): SIGUSR2 makes the process call
// process.exit, as a fatal error elsewhere would, without the graceful close a SIGTERM starts.
process.on('SIGUSR2', () => process.exit(3));

import { runCli } from './run-cli';

// The `org-webhook-receiver` bin: everything testable lives in run-cli.ts; this file only owns
// the process (exit code and signals).
const outcome = await runCli(process.argv.slice(2), process);
if (outcome.kind === 'exit') {
  process.exitCode = outcome.code;
} else {
  const stop = () => {
    outcome.receiver.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

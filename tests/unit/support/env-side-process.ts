// A side process for tests/unit/scripts/shared/child-env.test.ts: answers with the environment variables it is asked
// about, as it sees them.
import { answerParent } from "../../../scripts/shared/side-process.ts";

answerParent((names: string[]) => Object.fromEntries(names.map((name) => [name, process.env[name] ?? null])));

// Validates every page of a built folder with html-validate and .htmlvalidate.mjs (decision 58).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";

const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Each HTML file under `dir` with its problems as `file:line:col rule message`: empty when every page is valid. */
export async function htmlProblems(dir: string): Promise<{ pages: number; problems: string[] }> {
  const files = (await readdir(dir, { recursive: true }))
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => path.join(dir, file));
  const reports = await Promise.all(files.map((file) => validator.validateFile(file)));
  const problems = reports.flatMap((report) =>
    report.results.flatMap((result) =>
      result.messages.map(
        (m) => `${path.relative(dir, result.filePath)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`,
      ),
    ),
  );
  return { pages: files.length, problems };
}

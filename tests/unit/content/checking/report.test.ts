// How problems are printed: one line each, GitHub annotations, and the summary line.
import { describe, expect, it } from "vitest";
import type { Problem } from "../../../../src/content/checking/problems.ts";
import { formatProblem, githubAnnotation, summarize } from "../../../../src/content/checking/report.ts";

const error: Problem = {
  severity: "error",
  file: "data/posts/a.json",
  line: 12,
  column: 5,
  field: "videos[3].link",
  message: "expected a link",
};
const wholeFile: Problem = {
  severity: "warning",
  file: "data/notes.txt",
  line: 1,
  column: 1,
  field: "",
  message: "not a known data file",
};

describe("formatProblem", () => {
  it("starts with file:line:column so editors and terminals make it clickable", () => {
    expect(formatProblem(error)).toBe("data/posts/a.json:12:5  error  videos[3].link  expected a link");
  });

  it("leaves out the field of a whole-file problem", () => {
    expect(formatProblem(wholeFile)).toBe("data/notes.txt:1:1  warning  not a known data file");
  });
});

describe("githubAnnotation", () => {
  it("writes a workflow command with file, line and column, and the field before the message", () => {
    expect(githubAnnotation(error)).toBe(
      "::error file=data/posts/a.json,line=12,col=5::videos[3].link: expected a link",
    );
    expect(githubAnnotation(wholeFile)).toBe("::warning file=data/notes.txt,line=1,col=1::not a known data file");
  });

  it("escapes %, CR and LF in the message (and keeps : and , there)", () => {
    const problem = { ...wholeFile, message: "100% sure: a, b\r\nnext line" };
    expect(githubAnnotation(problem)).toBe(
      "::warning file=data/notes.txt,line=1,col=1::100%25 sure: a, b%0D%0Anext line",
    );
  });

  it("escapes %, :, , and newlines in the file property", () => {
    const problem = { ...wholeFile, file: "C:/data/a,b%\n.json" };
    expect(githubAnnotation(problem)).toBe(
      "::warning file=C%3A/data/a%2Cb%25%0A.json,line=1,col=1::not a known data file",
    );
  });
});

describe("summarize", () => {
  it("says the data is valid when there are no problems", () => {
    expect(summarize([], false)).toEqual({ line: "Data is valid: no problems found.", failed: false });
    expect(summarize([], true).failed).toBe(false);
  });

  it("fails on any error and counts errors, warnings and files", () => {
    expect(summarize([error, { ...error, line: 13 }, wholeFile], false)).toEqual({
      line: "Data check failed: 2 errors and 1 warning in 2 files.",
      failed: true,
    });
  });

  it("passes with warnings unless strict", () => {
    expect(summarize([wholeFile], false)).toEqual({
      line: "Data is valid, with 0 errors and 1 warning in 1 file.",
      failed: false,
    });
    expect(summarize([wholeFile], true)).toEqual({
      line: "Data check failed: 0 errors and 1 warning in 1 file (--strict fails on warnings).",
      failed: true,
    });
  });
});

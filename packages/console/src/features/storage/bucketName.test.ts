import { describe, expect, it } from "vitest";
import { bucketNameProblems } from "./bucketName";
import { storageT } from "./testing";

describe("bucketNameProblems", () => {
  it("accepts lowercase letters, digits and hyphens between a letter or digit at both ends", () => {
    expect(bucketNameProblems("my-bucket-01", storageT)).toEqual([]);
    expect(bucketNameProblems("abc", storageT)).toEqual([]);
    expect(bucketNameProblems("a".repeat(63), storageT)).toEqual([]);
  });

  it("names the length when it is under 3 or over 63 characters", () => {
    expect(bucketNameProblems("ab", storageT)).toEqual(["Use 3 to 63 characters (now 2)."]);
    expect(bucketNameProblems("a".repeat(64), storageT)).toEqual(["Use 3 to 63 characters (now 64)."]);
  });

  it("names every refused character once", () => {
    expect(bucketNameProblems("my_Bucket", storageT)).toEqual(["Use only lowercase letters, digits and hyphens, not “_”, “B”."]);
    expect(bucketNameProblems("my bucket", storageT)).toEqual(["Use only lowercase letters, digits and hyphens, not spaces."]);
  });

  it("names a hyphen at either end", () => {
    expect(bucketNameProblems("-bucket-", storageT)).toEqual(["Start with a letter or digit.", "End with a letter or digit."]);
  });

  it("refuses the xn-- prefix and the -s3alias suffix", () => {
    expect(bucketNameProblems("xn--bucket", storageT)).toEqual(["Do not start with “xn--”."]);
    expect(bucketNameProblems("photos-s3alias", storageT)).toEqual(["Do not end with “-s3alias”."]);
  });
});

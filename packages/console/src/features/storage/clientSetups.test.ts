import { describe, expect, it } from "vitest";
import { clientSetups } from "./clientSetups";

const connection = { endpoint: "https://s3.example.com:8080/", accessKey: "AK1", secretKey: "SK1", pathStyle: true };

describe("clientSetups", () => {
  it("fills the AWS CLI, s3cmd and rclone with the endpoint and the key", () => {
    const [aws, s3cmd, rclone] = clientSetups(connection);
    expect(aws?.text).toContain("aws configure set aws_access_key_id AK1");
    expect(aws?.text).toContain("aws configure set aws_secret_access_key SK1");
    expect(aws?.text).toContain("aws --endpoint-url https://s3.example.com:8080 s3 ls");
    expect(s3cmd?.text).toContain("host_base = s3.example.com:8080");
    expect(s3cmd?.text).toContain("use_https = True");
    expect(rclone?.text).toContain("endpoint = https://s3.example.com:8080");
    expect(rclone?.text).toContain("secret_access_key = SK1");
  });

  it("uses path-style addressing when the provider says so, else virtual hosts", () => {
    const path = clientSetups(connection);
    expect(path[0]?.text).toContain("addressing_style path");
    expect(path[1]?.text).toContain("host_bucket = s3.example.com:8080");
    expect(path[2]?.text).toContain("force_path_style = true");
    const virtual = clientSetups({ ...connection, pathStyle: false });
    expect(virtual[0]?.text).toContain("addressing_style virtual");
    expect(virtual[1]?.text).toContain("host_bucket = %(bucket)s.s3.example.com:8080");
    expect(virtual[2]?.text).toContain("force_path_style = false");
  });
});

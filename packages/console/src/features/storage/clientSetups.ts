/** What an S3 client needs: the endpoint, a key pair and whether buckets go in the path (path-style) or the host. */
export interface S3Connection {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  pathStyle: boolean;
}

/** One client's set-up, ready to paste. */
export interface ClientSetup {
  id: "aws" | "s3cmd" | "rclone";
  label: string;
  /** The file the text goes in; none for commands run in a terminal. */
  file?: string;
  text: string;
}

/** The endpoint without a trailing slash, and its host (with port) for clients that want only the host. */
function endpointParts(endpoint: string): { url: string; host: string; https: boolean } {
  const url = endpoint.replace(/\/+$/, "");
  try {
    const parsed = new URL(url);
    return { url, host: parsed.host, https: parsed.protocol === "https:" };
  } catch {
    return { url, host: url.replace(/^\w+:\/\//, ""), https: !url.startsWith("http:") };
  }
}

/** Set-ups for the AWS CLI, s3cmd and rclone, filled with the endpoint, the key and the provider's addressing style. */
export function clientSetups({ endpoint, accessKey, secretKey, pathStyle }: S3Connection): ClientSetup[] {
  const { url, host, https } = endpointParts(endpoint);
  return [
    {
      id: "aws",
      label: "AWS CLI",
      text: [
        `aws configure set aws_access_key_id ${accessKey}`,
        `aws configure set aws_secret_access_key ${secretKey}`,
        `aws configure set default.s3.addressing_style ${pathStyle ? "path" : "virtual"}`,
        `aws --endpoint-url ${url} s3 ls`,
      ].join("\n"),
    },
    {
      id: "s3cmd",
      label: "s3cmd",
      file: "~/.s3cfg",
      text: [
        "[default]",
        `access_key = ${accessKey}`,
        `secret_key = ${secretKey}`,
        `host_base = ${host}`,
        `host_bucket = ${pathStyle ? host : `%(bucket)s.${host}`}`,
        `use_https = ${https ? "True" : "False"}`,
      ].join("\n"),
    },
    {
      id: "rclone",
      label: "rclone",
      file: "~/.config/rclone/rclone.conf",
      text: [
        "[storage]",
        "type = s3",
        "provider = Other",
        `access_key_id = ${accessKey}`,
        `secret_access_key = ${secretKey}`,
        `endpoint = ${url}`,
        `force_path_style = ${pathStyle ? "true" : "false"}`,
      ].join("\n"),
    },
  ];
}

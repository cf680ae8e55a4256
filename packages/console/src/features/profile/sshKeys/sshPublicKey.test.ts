import { describe, expect, it } from "vitest";
import { SSH_KEY_FORMAT_MESSAGE, sshKeyFingerprint, sshPublicKeyProblem } from "./sshPublicKey";

// Written by ssh-keygen; the fingerprint is what `ssh-keygen -l` printed for it.
const ED25519 = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINwKJckLN1vuCbFu+QsbUL558EUeO9JuJ4nK5r7YRHCw me@host";
const RSA =
  "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDE82LX2yjJik4XITzgjgMGCGInxOG55fgUWNfgWJeeuhVNeKdrgFzQQTNKYAkT/IixWXLAZ+4WfX1C91/Z6dwPE2NEOsZpwnQTnzsciq/wBAHIFaiP/RBwMC0aWdvXDKS+pf1/cn8BX98fPVulCnMwQnco//bK9SRpxJueufzoaefKcELHPtFs1eTBapVGp6J60WNUTkR178Wzo4noceDAtdMb/ljy2KBGAOpM2hzWW4oIpCe1gZQdKqk0O02iEh1DlRkCuSBn6Nurfgb/a21cEsli07VHWoJkwlxEmukiCLvn2Lp7CzP6cK9CrxiBODHF1/UQWKNVlstbXDqBY/rV r@host";

describe("sshPublicKeyProblem", () => {
  it.each([
    ["an ed25519 key with a comment", ED25519, undefined],
    ["an RSA key", RSA, undefined],
    ["a key without a comment", ED25519.replace(" me@host", ""), undefined],
    ["a key with spaces around it", `  ${ED25519}\n`, undefined],
    ["nothing (the required rule speaks)", "   ", undefined],
    ["an unknown type", ED25519.replace("ssh-ed25519", "ssh-foo"), SSH_KEY_FORMAT_MESSAGE],
    ["a type the key's bytes contradict", ED25519.replace("ssh-ed25519", "ssh-rsa"), SSH_KEY_FORMAT_MESSAGE],
    ["a key part that is not base64", "ssh-ed25519 AAAA%%%% me@host", SSH_KEY_FORMAT_MESSAGE],
    ["the type alone", "ssh-ed25519", SSH_KEY_FORMAT_MESSAGE],
    ["two keys pasted together", `${ED25519}\n${RSA}`, SSH_KEY_FORMAT_MESSAGE],
    ["a private key", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----", "This is a private key: paste the public key (the .pub file) instead"],
  ])("%s", (_case, line, problem) => {
    expect(sshPublicKeyProblem(line)).toBe(problem);
  });
});

describe("sshKeyFingerprint", () => {
  it("is the SHA256 fingerprint ssh-keygen prints", async () => {
    await expect(sshKeyFingerprint(ED25519)).resolves.toBe("SHA256:oAj01CaQms6b0e1xhw6QYF7HzXN5tTBN4zvuKKSIFtA");
  });

  it("is undefined for a line that is not a key", async () => {
    await expect(sshKeyFingerprint("not a key")).resolves.toBeUndefined();
  });
});

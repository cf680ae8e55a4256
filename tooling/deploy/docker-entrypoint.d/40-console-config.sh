#!/bin/sh
# Writes the console's runtime configuration, brands/<id>/app/config.json under CONSOLE_WEB_ROOT for each brand, from
# the CONSOLE_* variables when the container starts. The nginx image's entrypoint runs /docker-entrypoint.d/*.sh before nginx, under `set -e`:
# when this script fails, the container stops with its message instead of serving a console that cannot work.
#
# A POSIX shell script, so the image needs no Node: each variable is checked with the pattern or the list of values
# the console's schema has (packages/console/src/config/runtimeConfigFields.ts); the deploy test runs this script and
# checks what it writes and what it refuses against that zod schema, and that its patterns are the schema's. An unset or empty variable leaves its field
# out, except the embedded mock API, which is off unless CONSOLE_MOCK_API says otherwise.
set -eu
set -f

WEB_ROOT="${CONSOLE_WEB_ROOT:-/usr/share/nginx/html}"
NEWLINE='
'
fields=""

fail() {
    echo "$0: $1; the console's configuration was not written" >&2
    exit 1
}

# check NAME VALUE PATTERN WHAT: fails unless VALUE is one line matching the extended regular expression PATTERN.
check() {
    case "$2" in *"$NEWLINE"*) fail "$1 must be $4, not a value of several lines" ;; esac
    printf '%s\n' "$2" | grep -Eq -- "$3" || fail "$1 must be $4, not '$2'"
}

# one_of NAME VALUE ALLOWED...: fails unless VALUE is one of ALLOWED.
one_of() {
    name="$1" value="$2"
    shift 2
    for allowed in "$@"; do
        [ "$value" = "$allowed" ] && return 0
    done
    fail "$name must be one of: $*; not '$value'"
}

# add FIELD JSON: one more field of the file.
add() {
    fields="${fields:+$fields,$NEWLINE}  \"$1\": $2"
}

if [ -n "${CONSOLE_API_ORIGIN:-}" ]; then
    check CONSOLE_API_ORIGIN "$CONSOLE_API_ORIGIN" '^(https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+])(:[0-9]{1,5})?)?$' "an origin such as https://api.example.com (no path)"
    add apiOrigin "\"$CONSOLE_API_ORIGIN\""
fi
if [ -n "${CONSOLE_API_PREFIX:-}" ]; then
    check CONSOLE_API_PREFIX "$CONSOLE_API_PREFIX" '^(/[A-Za-z0-9._~-]+)*$' "a path such as /cloud (no trailing slash)"
    add apiPrefix "\"$CONSOLE_API_PREFIX\""
fi
if [ -n "${CONSOLE_WIRE_ENCODING:-}" ]; then
    one_of CONSOLE_WIRE_ENCODING "$CONSOLE_WIRE_ENCODING" spec published
    add wireEncoding "\"$CONSOLE_WIRE_ENCODING\""
fi
if [ -n "${CONSOLE_SENTRY_DSN:-}" ]; then
    check CONSOLE_SENTRY_DSN "$CONSOLE_SENTRY_DSN" '^(https://[A-Za-z0-9]+@[A-Za-z0-9.-]+(:[0-9]{1,5})?/([A-Za-z0-9._-]+/)*[0-9]+)?$' "a Sentry DSN such as https://key@o1.ingest.sentry.io/2"
    add sentryDsn "\"$CONSOLE_SENTRY_DSN\""
fi
if [ -n "${CONSOLE_SENTRY_ENVIRONMENT:-}" ]; then
    one_of CONSOLE_SENTRY_ENVIRONMENT "$CONSOLE_SENTRY_ENVIRONMENT" development staging production
    add sentryEnvironment "\"$CONSOLE_SENTRY_ENVIRONMENT\""
fi
if [ -n "${CONSOLE_INTERNAL_EMAIL_DOMAINS:-}" ]; then
    domains=""
    # Separated by spaces or commas; globbing is off (set -f), so a word is only ever itself.
    for domain in $(printf '%s' "$CONSOLE_INTERNAL_EMAIL_DOMAINS" | tr ',' ' '); do
        check CONSOLE_INTERNAL_EMAIL_DOMAINS "$domain" '^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$' "domain names such as example.com, separated by spaces or commas"
        domains="${domains:+$domains, }\"$domain\""
    done
    add internalEmailDomains "[$domains]"
fi
if [ -n "${CONSOLE_TEST_DOMAIN:-}" ]; then
    check CONSOLE_TEST_DOMAIN "$CONSOLE_TEST_DOMAIN" '^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$' "a domain name such as example.com"
    add testDomain "\"$CONSOLE_TEST_DOMAIN\""
fi
one_of CONSOLE_MOCK_API "${CONSOLE_MOCK_API:-off}" off offered default
add mockApi "\"${CONSOLE_MOCK_API:-off}\""
if [ -n "${CONSOLE_PROVIDER:-}" ]; then
    check CONSOLE_PROVIDER "$CONSOLE_PROVIDER" '^[a-z][a-z0-9-]*$' "a provider id such as warren"
    add provider "\"$CONSOLE_PROVIDER\""
fi
if [ -n "${CONSOLE_PSEUDO_LANGUAGE:-}" ]; then
    one_of CONSOLE_PSEUDO_LANGUAGE "$CONSOLE_PSEUDO_LANGUAGE" true false
    # true or false, as JSON writes them: no quotes.
    add pseudoLanguage "$CONSOLE_PSEUDO_LANGUAGE"
fi

# Every brand the image holds (brands/<id>/app) gets the same file: the settings are the deployment's.
apps=""
set +f
for app in "$WEB_ROOT"/brands/*/app; do
    [ -d "$app" ] && apps="${apps:+$apps$NEWLINE}$app"
done
set -f
[ -n "$apps" ] || fail "CONSOLE_WEB_ROOT ($WEB_ROOT) must be the folder that holds brands/<provider>/app/"
printf '%s\n' "$apps" | while IFS= read -r app; do
    # Written beside and renamed, so nginx never serves half a file.
    printf '{\n%s\n}\n' "$fields" > "$app/config.json.tmp"
    mv "$app/config.json.tmp" "$app/config.json"
    echo "$0: wrote $app/config.json"
done

#!/bin/sh
# Writes nginx's per-brand settings when the container starts: which brand (provider app under
# CONSOLE_WEB_ROOT/brands/<id>/app) each host name gets, and each brand's Content-Security-Policy, built from the
# integrations it uses. The nginx image's entrypoint runs /docker-entrypoint.d/*.sh before nginx, under `set -e`: when
# this script fails, the container stops with its message instead of serving a policy that blocks the console.
#
# Where a brand's integrations come from: the UI configuration that turns chat, processors and Auth0 on is served by
# the API at run time, so no file can know it before the first visitor. The build's stand-in is csp/integrations.txt
# (generated from each provider's package under themes/); CONSOLE_INTEGRATIONS adds what only the deployment knows
# (`auth0:<tenant domain>`) or takes one out (`-tawk`), for every brand, and CONSOLE_INTEGRATIONS_<BRAND> for one.
# CONSOLE_SENTRY_DSN and CONSOLE_API_ORIGIN add their hosts, and CONSOLE_CSP_*_SRC add the operator's own hosts to
# one directive each. The sources of each integration are csp/vendors.txt, generated from src/cspVendors.ts.
set -eu
set -f

WEB_ROOT="${CONSOLE_WEB_ROOT:-/usr/share/nginx/html}"
CSP_DATA="${CONSOLE_CSP_DATA:-/etc/console/csp}"
OUTPUT="${CONSOLE_BRANDS_CONF:-/etc/nginx/conf.d/console-brands.conf}"
DIRECTIVES="script-src style-src font-src connect-src frame-src"
NEWLINE='
'

fail() {
    echo "$0: $1; nginx's brand settings were not written" >&2
    exit 1
}

# matches VALUE PATTERN: whether VALUE is one line matching the extended regular expression PATTERN.
matches() {
    case "$1" in *"$NEWLINE"*) return 1 ;; esac
    printf '%s\n' "$1" | grep -Eq -- "$2"
}

# words VALUE: VALUE's words, separated by spaces or commas (globbing is off, so a word is only ever itself).
words() {
    printf '%s' "$1" | tr ',' ' '
}

# The installed brands: each folder brands/<id>/app with an index.html.
brands=""
set +f
for app in "$WEB_ROOT"/brands/*/app; do
    [ -f "$app/index.html" ] || continue
    brand="${app%/app}"
    brands="${brands:+$brands }${brand##*/}"
done
set -f
[ -n "$brands" ] || fail "CONSOLE_WEB_ROOT ($WEB_ROOT) must hold brands/<provider>/app/index.html"

installed() {
    case " $brands " in *" $1 "*) return 0 ;; esac
    return 1
}

default="${CONSOLE_PROVIDER:-}"
if [ -z "$default" ]; then
    case "$brands" in
    *" "*) fail "CONSOLE_PROVIDER must name the brand that unknown host names get, one of: $brands" ;;
    *) default="$brands" ;;
    esac
fi
installed "$default" || fail "CONSOLE_PROVIDER must be one of the installed brands ($brands), not '$default'"

# The host map: `host=brand` pairs; a host may start with `*.` (every subdomain) as nginx's hostnames map reads it.
host_lines=""
for pair in $(words "${CONSOLE_HOSTS:-}"); do
    host="${pair%%=*}" brand="${pair#*=}"
    matches "$pair" '^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*=[a-z][a-z0-9-]*$' ||
        fail "CONSOLE_HOSTS must be host=brand pairs such as console.example.com=warren, in lowercase, not '$pair'"
    installed "$brand" || fail "CONSOLE_HOSTS names '$brand' for $host, which is not installed ($brands)"
    host_lines="$host_lines    $host $brand;$NEWLINE"
done

# applied LIST CHANGES: LIST with each change applied: `-vendor` takes the vendor out, anything else is added.
applied() {
    list="$1"
    for change in $(words "$2"); do
        matches "$change" '^-?[a-z][a-z0-9-]*(:[A-Za-z0-9.:/-]+|:\[[0-9A-Fa-f:.]+\](:[0-9]+)?)?$' ||
            fail "an integration is a name from csp/vendors.txt, with :<value> where it takes one (auth0:example.eu.auth0.com), or -<name> to leave one out; not '$change'"
        case "$change" in
        -*)
            kept=""
            for item in $list; do
                [ "$item" = "${change#-}" ] || [ "${item%%:*}" = "${change#-}" ] || kept="$kept $item"
            done
            list="$kept"
            ;;
        *) case " $list " in *" $change "*) ;; *) list="$list $change" ;; esac ;;
        esac
    done
    printf '%s' "$list"
}

# integrations_of BRAND: the build's list for BRAND with the deployment's changes.
integrations_of() {
    built=""
    if [ -f "$CSP_DATA/integrations.txt" ]; then
        while read -r id rest; do
            [ "$id" = "$1" ] && built="$rest"
        done < "$CSP_DATA/integrations.txt"
    fi
    brand_variable="CONSOLE_INTEGRATIONS_$(printf '%s' "$1" | tr 'a-z-' 'A-Z_')"
    list="$(applied "$built" "${CONSOLE_INTEGRATIONS:-} $(printenv "$brand_variable" || true)")"
    if [ -n "${CONSOLE_SENTRY_DSN:-}" ]; then
        # The deployment's DSN replaces the theme's: its ingest host is what the path and key sit on.
        dsn_host="${CONSOLE_SENTRY_DSN#*://}" && dsn_host="${dsn_host#*@}" && dsn_host="${dsn_host%%/*}"
        list="$(applied "$list" "-sentry sentry:$dsn_host")"
    fi
    [ -z "${CONSOLE_API_ORIGIN:-}" ] || list="$(applied "$list" "api:$CONSOLE_API_ORIGIN")"
    printf '%s' "$list"
}

# A source nginx can hold in a quoted string and a browser reads as one: a host, scheme or URL, or a quoted keyword.
SOURCE_PATTERN="^([A-Za-z0-9*.:/_~+-]|\[|\])+$|^'(self|none|unsafe-inline|unsafe-eval|wasm-unsafe-eval|strict-dynamic|unsafe-hashes)'$"

# vendor_sources BRAND INTEGRATION KEY: the integration's sources for KEY (a directive, or frame-ancestors:<path> for
# a page the vendor frames), one a line, its parameter filled in.
vendor_sources() {
    vendor="${2%%:*}" param=""
    case "$2" in *:*) param="${2#*:}" ;; esac
    grep -q "^$vendor " "$CSP_DATA/vendors.txt" 2>/dev/null ||
        fail "$1 uses the integration '$vendor', which $CSP_DATA/vendors.txt does not list"
    while read -r id key rest; do
        [ "$id" = "$vendor" ] && [ "$key" = "$3" ] || continue
        for source in $rest; do
            case "$source" in
            *"{param}"*)
                [ -n "$param" ] || fail "$1's integration '$vendor' needs its parameter: $vendor:<value>"
                source="${source%%\{param\}*}$param${source#*\{param\}}"
                ;;
            esac
            printf '%s\n' "$source"
        done
    done < "$CSP_DATA/vendors.txt"
}

# with_sources LIST NEW...: LIST with each new source not yet in it, every one checked.
with_sources() {
    list="$1"
    shift
    for source in "$@"; do
        matches "$source" "$SOURCE_PATTERN" || fail "$brand's $key would hold '$source', which is no source a policy can name"
        case " $list " in *" $source "*) ;; *) list="${list:+$list }$source" ;; esac
    done
    printf '%s' "$list"
}

# sources_of BRAND INTEGRATIONS DIRECTIVE: the directive's sources, 'self' first, the operator's last, without repeats.
sources_of() {
    brand="$1" key="$3" sources="'self'"
    for integration in $2; do
        found="$(vendor_sources "$1" "$integration" "$3")"
        sources="$(with_sources "$sources" $found)"
    done
    variable="CONSOLE_CSP_$(printf '%s' "$3" | tr 'a-z-' 'A-Z_')"
    operator="$(printenv "$variable" || true)"
    with_sources "$sources" $operator
}

# framings_of BRAND INTEGRATIONS: a map line for each page of the app an integration's vendor frames, naming who may.
framings_of() {
    for integration in $2; do
        while read -r id key rest; do
            [ "$id" = "${integration%%:*}" ] || continue
            case "$key" in frame-ancestors:/*) ;; *) continue ;; esac
            found="$(vendor_sources "$1" "$integration" "$key")"
            brand="$1"
            ancestors="$(with_sources "" $found)"
            printf '    "%s|%s" "%s";\n' "$1" "${key#frame-ancestors:}" "$ancestors"
        done < "$CSP_DATA/vendors.txt"
    done
}

# policy_of BRAND: the brand's whole Content-Security-Policy.
policy_of() {
    integrations="$(integrations_of "$1")"
    # Its words, separated by single spaces (globbing is off).
    set -- "$1" $integrations
    brand="$1"
    shift
    echo "$0: $brand uses: ${*:-nothing from elsewhere}" >&2
    set -- "$brand" "$*"
    policy="default-src 'self'"
    for directive in $DIRECTIVES; do
        policy="$policy; $directive $(sources_of "$1" "$2" "$directive")"
        # The fixed directives between them, in the order the config has always sent them.
        case "$directive" in style-src) policy="$policy; img-src 'self' data: https:" ;; esac
    done
    # frame-ancestors follows in the config, from the page ($console_frame_ancestors).
    printf '%s' "$policy; worker-src 'self'; object-src 'none'; base-uri 'self'"
}

policy_lines="" framing_lines=""
for brand in $brands; do
    policy="$(policy_of "$brand")"
    [ "$brand" != "$default" ] || policy_lines="    default \"$policy\";$NEWLINE$policy_lines"
    policy_lines="$policy_lines    $brand \"$policy\";$NEWLINE"
    framings="$(framings_of "$brand" "$(integrations_of "$brand")")"
    framing_lines="$framing_lines${framings:+$framings$NEWLINE}"
done

# Written beside and renamed, so nginx never reads half a file.
cat > "$OUTPUT.tmp" <<EOF
# Written by $0 when the container starts; see tooling/deploy/README.md.
map \$host \$console_brand {
    hostnames;
    default $default;
$host_lines}

map \$console_brand \$console_content_security_policy {
$policy_lines}

map "\$console_brand|\$uri" \$console_frame_ancestors {
    default "'none'";
$framing_lines}
EOF
mv "$OUTPUT.tmp" "$OUTPUT"
echo "$0: wrote $OUTPUT (brands: $brands; unknown hosts get $default)"

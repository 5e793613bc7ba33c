#!/usr/bin/env bash
# Puts the studio's site on a fresh Debian or Ubuntu server, with HTTPS on the studio's domain:
#
#   curl -fsSL <address of this file> | sudo bash
#
# It installs Docker when missing, asks for the domain and an e-mail, and checks that the
# domain's A record points at this server BEFORE any certificate is requested: Let's Encrypt
# locks a domain out for an hour after five failed tries, which is what an early request
# against a record not yet in place earns. Then it starts the stack and prints the address and
# the setup link. Sourced (tests), it only defines its functions.
set -euo pipefail

STUDIO_DIR="${STUDIO_DIR:-/opt/studio}"
STUDIO_REPO="${STUDIO_REPO:-}"
DNS_WAIT_SECONDS="${DNS_WAIT_SECONDS:-30}"

say() { printf '%s\n' "$*" >&2; }

# The part of a domain that the registrar's DNS page calls the host: "studio" for
# studio.example.com, "@" for example.com, "studio" for studio.example.co.kr (Korean
# second-level domains such as co.kr count as one suffix).
record_host() {
  local domain="${1%.}"
  local labels
  IFS='.' read -r -a labels <<< "$domain"
  local count=${#labels[@]}
  local suffix_labels=1
  case "$domain" in
    *.co.kr | *.or.kr | *.ne.kr | *.re.kr | *.pe.kr | *.go.kr | *.ac.kr | *.ms.kr | *.hs.kr | *.es.kr | *.sc.kr | *.kg.kr)
      suffix_labels=2 ;;
  esac
  local host_labels=$((count - suffix_labels - 1))
  if [ "$host_labels" -le 0 ]; then
    printf '@\n'
  else
    local IFS='.'
    printf '%s\n' "${labels[*]:0:$host_labels}"
  fi
}

# A plausible domain: letters, digits and hyphens in dotted labels, at least two labels.
valid_domain() {
  [[ "$1" =~ ^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$ ]]
}

valid_email() {
  [[ "$1" =~ ^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$ ]]
}

# The domain's IPv4 addresses, one a line, as the world's DNS answers (DNS_SERVER and
# DNS_PORT point the question elsewhere, for tests).
domain_addresses() {
  local server_args=()
  [ -n "${DNS_SERVER:-}" ] && server_args+=("@${DNS_SERVER}")
  [ -n "${DNS_PORT:-}" ] && server_args+=(-p "${DNS_PORT}")
  dig +short +time=3 +tries=2 "${server_args[@]}" A "$1" 2>/dev/null | grep -E '^[0-9]+(\.[0-9]+){3}$' || true
}

# This server's public IPv4 address: SERVER_IP when set, else what an outside service sees,
# else the address of the route out.
server_address() {
  if [ -n "${SERVER_IP:-}" ]; then
    printf '%s\n' "$SERVER_IP"
    return
  fi
  local seen
  seen="$(curl -fsS --max-time 5 https://api.ipify.org 2>/dev/null || true)"
  if [[ "$seen" =~ ^[0-9]+(\.[0-9]+){3}$ ]]; then
    printf '%s\n' "$seen"
    return
  fi
  ip -4 route get 1.1.1.1 2>/dev/null | awk '{for (i = 1; i < NF; i++) if ($i == "src") print $(i + 1)}'
}

# 0 when every A record of the domain is this server's address (one stale record elsewhere
# would send some visitors, and Let's Encrypt, to the wrong machine).
dns_points_here() {
  local domain="$1" address="$2" found
  found="$(domain_addresses "$domain")"
  [ -n "$found" ] && [ "$(printf '%s\n' "$found" | sort -u)" = "$address" ]
}

# What to enter at the registrar, in the words of 가비아's and Cafe24's DNS pages.
dns_instructions() {
  local domain="$1" address="$2" found
  found="$(domain_addresses "$domain" | paste -sd, - || true)"
  cat <<TEXT
도메인 ${domain} 이(가) 아직 이 서버(${address})를 가리키지 않습니다.
지금 DNS가 알려 주는 주소: ${found:-없음}

가비아(My가비아 → 도메인 → DNS 관리) 또는 Cafe24(도메인 관리 → DNS 관리)에서
다음 레코드 하나만 남기고 저장해 주세요:

  타입(유형): A
  호스트(이름): $(record_host "$domain")
  값(IP 주소): ${address}
  TTL: 600

저장한 뒤 보통 몇 분, 길게는 몇 시간 뒤에 반영됩니다. 반영되면 설치가 저절로 이어집니다.
TEXT
}

wait_for_dns() {
  local domain="$1" address="$2"
  until dns_points_here "$domain" "$address"; do
    dns_instructions "$domain" "$address" >&2
    say "(${DNS_WAIT_SECONDS}초 뒤에 다시 확인합니다. 멈추려면 Ctrl+C)"
    sleep "$DNS_WAIT_SECONDS"
  done
  say "확인했습니다: ${domain} → ${address}"
}

ask() {
  local prompt="$1" value=""
  # Piped from curl, standard input is the script itself: ask the terminal.
  read -r -p "$prompt" value < /dev/tty
  printf '%s\n' "$value"
}

install_docker() {
  if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then return; fi
  say "Docker를 설치합니다…"
  apt-get update -qq
  apt-get install -y -qq docker.io >/dev/null
  apt-get install -y -qq docker-compose-v2 >/dev/null 2>&1 || apt-get install -y -qq docker-compose >/dev/null
  systemctl enable --now docker >/dev/null 2>&1 || true
}

compose() {
  if docker compose version >/dev/null 2>&1; then docker compose "$@"; else docker-compose "$@"; fi
}

fetch_source() {
  if [ -f compose.yaml ] && [ -f Dockerfile ]; then
    STUDIO_DIR="$(pwd)"
    return
  fi
  if [ ! -f "$STUDIO_DIR/compose.yaml" ]; then
    [ -n "$STUDIO_REPO" ] || { say "STUDIO_REPO(사이트 소스의 git 주소)를 정해 주세요."; exit 1; }
    apt-get install -y -qq git >/dev/null
    git clone -q "$STUDIO_REPO" "$STUDIO_DIR"
  fi
}

write_env() {
  local domain="$1" email="$2" file="$STUDIO_DIR/.env"
  if [ -f "$file" ]; then return; fi
  umask 077
  {
    printf 'COMPOSE_PROJECT_NAME=studio\nDOMAIN=%s\nEMAIL=%s\n' "$domain" "$email"
    printf 'APP_SECRET=%s\n' "$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    printf 'UPDATE_AGENT_TOKEN=%s\n' "$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
  } > "$file"
}

main() {
  [ "$(id -u)" -eq 0 ] || { say "root로 실행해 주세요: curl -fsSL … | sudo bash"; exit 1; }
  install_docker
  command -v dig >/dev/null 2>&1 || apt-get install -y -qq dnsutils >/dev/null
  fetch_source
  cd "$STUDIO_DIR"

  local domain="${DOMAIN:-}" email="${EMAIL:-}"
  until valid_domain "$domain"; do domain="$(ask '학원 사이트 도메인 (예: studio.example.com): ')"; done
  until valid_email "$email"; do email="$(ask '인증서 안내를 받을 이메일: ')"; done

  local address
  address="$(server_address)"
  wait_for_dns "$domain" "$address"
  write_env "$domain" "$email"

  say "사이트를 만들고 시작합니다 (처음에는 몇 분 걸립니다)…"
  compose up -d --build
  say ""
  say "준비되었습니다: https://${domain}"
  say "처음 설정: https://${domain}/setup"
  say "설정 코드는 다음 명령으로 볼 수 있습니다: cd ${STUDIO_DIR} && $(docker compose version >/dev/null 2>&1 && echo 'docker compose' || echo docker-compose) logs app | grep -i setup"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi

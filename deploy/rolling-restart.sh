#!/bin/sh
# Rolling restart after installing a new version in /opt/tmulag (docs/deployment.md):
# 1. migrate, while the old APIs still run (a migration only adds what the old code ignores);
# 2. one API at a time, waiting for its /readyz before the next;
# 3. one gateway at a time, likewise.
# nginx keeps serving from the other instance meanwhile. Stops at the first step that fails.
set -eu

APIS="${APIS:-1 2}"
GATEWAYS="${GATEWAYS:-1 2}"
WAIT_SECONDS="${WAIT_SECONDS:-120}"

# The URL of instance $2's /readyz, from its settings file ($1: api or gateway).
readyz() {
    env_file="/etc/tmulag/$1-$2.env"
    if [ "$1" = api ]; then
        host=$(sed -n 's/^HOST=//p' "$env_file"); port=$(sed -n 's/^API_PORT=//p' "$env_file")
    else
        host=$(sed -n 's/^GATEWAY_HOST=//p' "$env_file"); port=$(sed -n 's/^PORT=//p' "$env_file")
    fi
    echo "http://${host:-127.0.0.1}:${port}/readyz"
}

wait_ready() {
    url=$(readyz "$1" "$2")
    deadline=$(( $(date +%s) + WAIT_SECONDS ))
    until curl -fsS -o /dev/null --max-time 2 "$url"; do
        if [ "$(date +%s)" -ge "$deadline" ]; then
            echo "tmulag-$1@$2 is not ready after ${WAIT_SECONDS} s ($url); stopping here" >&2
            exit 1
        fi
        sleep 1
    done
    echo "tmulag-$1@$2 ready"
}

echo "migrating"
systemctl restart tmulag-migrate.service

for instance in $APIS; do
    systemctl restart "tmulag-api@$instance"
    wait_ready api "$instance"
done

for instance in $GATEWAYS; do
    systemctl restart "tmulag-gateway@$instance"
    wait_ready gateway "$instance"
done
echo "every instance restarted"

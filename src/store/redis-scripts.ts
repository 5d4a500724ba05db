/**
 * The Lua scripts of the Redis match store. Each touches only the keys of one match (passed in KEYS, all
 * under the hash tag `{matchId}`), so they run unchanged on Redis Cluster, and each does its checks before
 * its first write: Redis scripts have no rollback. Every script is O(1) in the size of the match, except
 * claim (bounded by its limit) and the meta merge (bounded by the size of the small meta object).
 */

/**
 * Whether an interaction id was applied to the match: the seen set of a live match, or the newline-framed
 * list an archived match keeps in its snapshot hash (its seen set is folded into the archive).
 */
const SEEN_FN = `
local function seen(snapKey, seenKey, id)
  if redis.call('SISMEMBER', seenKey, id) == 1 then return true end
  local list = redis.call('HGET', snapKey, 'seenList')
  return list ~= false and string.find(list, '\\n' .. id .. '\\n', 1, true) ~= nil
end
`;

/**
 * KEYS: snap, seen, log, dl, dlp, dll
 * ARGV: interactionId, state, metaJson, participantsJson, now, idleTtlMs, linksJson, setup
 * → {'ok'|'duplicate'|'conflict', version}
 */
export const CREATE_LUA = `${SEEN_FN}
if redis.call('EXISTS', KEYS[1]) == 1 then
  local v = tonumber(redis.call('HGET', KEYS[1], 'v'))
  if seen(KEYS[1], KEYS[2], ARGV[1]) then return {'duplicate', v} end
  return {'conflict', v}
end
-- Keys of an expired match with the same id may linger until touched; they are not this match's.
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6])
redis.call('HSET', KEYS[1], 'v', 0, 'state', ARGV[2], 'status', 'active', 'meta', ARGV[3],
  'participants', ARGV[4], 'updatedAt', ARGV[5], 'createdAt', ARGV[5], 'links', ARGV[7])
if ARGV[8] ~= '' then redis.call('HSET', KEYS[1], 'setup', ARGV[8]) end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return {'ok', 0}
`;

/**
 * KEYS: snap, log, seen, dl, dlp, dll
 * ARGV: expectedVersion, interactionId, state, entry, now, finished ('1'|'0'), metaPatchJson ('' = none),
 *       idleTtlMs, archiveTtlMs, hasState ('1'|'0': '0' is a delta commit, the state stays at its version
 *       and 'sv' names that version), wantLinks ('0' = the caller does not need them now; absent = '1')
 * → {'ok'|'duplicate'|'conflict'|'not-found', version, participantsJson (when finished), linksJson ('' when
 *   not wanted), ttl}
 *
 * Every redis.call costs about a microsecond of the server's single thread, so the common case (a live
 * match, a delta commit) makes six: the head, the seen check, the log append, the seen add, one HSET and
 * one PTTL. The TTLs of the six keys are set again only when the match's has run down by 1% of the idle TTL
 * (and on the first commit, which creates the log, and the last): an active match so expires between 99%
 * and 100% of the idle TTL after its last commit, and every key still lives exactly as long as the match.
 */
export const COMMIT_LUA = `
local cur = redis.call('HMGET', KEYS[1], 'v', 'status', 'sv')
if not cur[1] then return {'not-found', 0} end
local v = tonumber(cur[1])
if redis.call('SISMEMBER', KEYS[3], ARGV[2]) == 1 then return {'duplicate', v} end
if cur[2] ~= 'active' then
  -- An archived match keeps its seen ids in its snapshot hash (its seen set is folded into the archive).
  local list = redis.call('HGET', KEYS[1], 'seenList')
  if list and string.find(list, '\\n' .. ARGV[2] .. '\\n', 1, true) then return {'duplicate', v} end
  return {'conflict', v}
end
if v ~= tonumber(ARGV[1]) then return {'conflict', v} end
local nv = v + 1
-- XADD refuses an id at or below the stream's top entry: a second guard against a log gap or rewrite.
redis.call('XADD', KEYS[2], nv .. '-1', 'i', ARGV[2], 'e', ARGV[4], 'at', ARGV[5])
redis.call('SADD', KEYS[3], ARGV[2])
local finished = ARGV[6] == '1'
local ttl = ARGV[8]
local status = 'active'
local parts = ''
if finished then
  ttl = ARGV[9]
  status = 'finished'
  parts = redis.call('HGET', KEYS[1], 'participants') or '[]'
  redis.call('DEL', KEYS[4], KEYS[5], KEYS[6])
end
if ARGV[7] ~= '' then
  local meta = cjson.decode(redis.call('HGET', KEYS[1], 'meta') or '{}')
  for k, val in pairs(cjson.decode(ARGV[7])) do meta[k] = val end
  redis.call('HSET', KEYS[1], 'meta', cjson.encode(meta))
end
if ARGV[10] == '1' then
  redis.call('HSET', KEYS[1], 'v', nv, 'state', ARGV[3], 'status', status, 'updatedAt', ARGV[5])
  if cur[3] then redis.call('HDEL', KEYS[1], 'sv') end
elseif cur[3] then
  redis.call('HSET', KEYS[1], 'v', nv, 'status', status, 'updatedAt', ARGV[5])
else
  -- The first delta after a stored state: 'sv' keeps that state's version until the next one is stored.
  redis.call('HSET', KEYS[1], 'v', nv, 'status', status, 'updatedAt', ARGV[5], 'sv', v)
end
local idle = tonumber(ARGV[8])
if finished or nv == 1 or redis.call('PTTL', KEYS[1]) < idle - math.floor(idle / 100) then
  for i = 1, 6 do redis.call('PEXPIRE', KEYS[i], ttl) end
end
local links = ''
if finished or ARGV[11] ~= '0' then links = redis.call('HGET', KEYS[1], 'links') or '[]' end
return {'ok', nv, parts, links, ttl}
`;

/**
 * KEYS: snap
 * ARGV: version, state
 * → 1 when the state was stored (the match is live at that version and its stored state was older), else 0
 */
export const CHECKPOINT_LUA = `
local cur = redis.call('HMGET', KEYS[1], 'v', 'status', 'sv')
if cur[1] ~= ARGV[1] or cur[2] ~= 'active' or not cur[3] then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[2])
redis.call('HDEL', KEYS[1], 'sv')
return 1
`;

/**
 * Folds a finished match into its snapshot hash: the compressed archive (state, setup, log) replaces the
 * state, setup, log stream and seen set, so the finished match is one key. Runs only on the version it was
 * built from, and only once.
 * KEYS: snap, log, seen
 * ARGV: version, archive blob, seenList ('\n'-framed interaction ids)
 * → 1 when archived, 0 when the match is not (or no longer) that finished version
 */
export const ARCHIVE_LUA = `
local cur = redis.call('HMGET', KEYS[1], 'v', 'status', 'arch')
if cur[1] ~= ARGV[1] or cur[2] ~= 'finished' or cur[3] then return 0 end
redis.call('HSET', KEYS[1], 'arch', ARGV[2], 'seenList', ARGV[3])
redis.call('HDEL', KEYS[1], 'state', 'setup')
redis.call('DEL', KEYS[2], KEYS[3])
return 1
`;

/**
 * Replacing a deadline also ends any lease on it: the new one is due at its own time.
 * KEYS: snap, dl, dlp, dll
 * ARGV: key, dueAt, payload
 * → earliest due score of the match (string), or false when the match is missing or finished
 */
export const SCHEDULE_LUA = `
if redis.call('HGET', KEYS[1], 'status') ~= 'active' then return false end
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[3])
redis.call('HDEL', KEYS[4], ARGV[1])
-- Deadlines live exactly as long as their match.
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[2], ttl)
  redis.call('PEXPIRE', KEYS[3], ttl)
end
return redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')[2]
`;

/**
 * KEYS: dl, dlp, dll
 * ARGV: key
 */
export const CANCEL_LUA = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
return 1
`;

/**
 * Takes the due deadlines of one match; whoever runs this first gets them, nobody gets them twice.
 * With a lease (ARGV[3] ~= '') a taken deadline stays: its score moves to the lease's end, where it is due
 * again, and dll remembers the lease token and the deadline's own due time; without, it is deleted.
 * KEYS: dl, dlp, dll
 * ARGV: now, limit, lease end ('' = no lease; computed by the caller, Lua numbers print with 14 digits), token
 * → {{key, dueAt, payload, ...}, earliest remaining due score or ''}
 */
export const CLAIM_LUA = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[2]))
local lease = ARGV[3] ~= ''
local out = {}
for i = 1, #due, 2 do
  local key = due[i]
  local dueAt = due[i + 1]
  local held = redis.call('HGET', KEYS[3], key)
  if held then dueAt = string.sub(held, string.find(held, '|', 1, true) + 1) end
  out[#out + 1] = key
  out[#out + 1] = dueAt
  out[#out + 1] = redis.call('HGET', KEYS[2], key) or ''
  if lease then
    redis.call('ZADD', KEYS[1], ARGV[3], key)
    redis.call('HSET', KEYS[3], key, ARGV[4] .. '|' .. dueAt)
  else
    redis.call('ZREM', KEYS[1], key)
    redis.call('HDEL', KEYS[2], key)
    redis.call('HDEL', KEYS[3], key)
  end
end
if lease and #due > 0 then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl > 0 then redis.call('PEXPIRE', KEYS[3], ttl) end
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {out, first[2] or ''}
`;

/**
 * Ends a leased claim: removes the deadline only while that lease still holds it.
 * KEYS: dl, dlp, dll
 * ARGV: key, token
 * → 1 when removed, else 0
 */
export const SETTLE_LUA = `
local held = redis.call('HGET', KEYS[3], ARGV[1])
if not held or string.sub(held, 1, #ARGV[2] + 1) ~= ARGV[2] .. '|' then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
return 1
`;

/**
 * A link key (another Cluster slot than its match, hence its own script) follows its match's TTL, unless a
 * newer match has taken the link over.
 * KEYS: link
 * ARGV: matchId, ttlMs
 */
export const LINK_TTL_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

-- Umpire's PostgreSQL schema, version 1. Records are the same JSON documents sled keeps (bytea, read
-- through the same schema upgrades); the columns beside them are what the store looks things up by.
-- Ids are Discord snowflakes and counters, stored as bigint (they are below 2^63).

-- Counters: the last game and challenge numbers handed out, the last rated game.
CREATE TABLE meta (
    key   text PRIMARY KEY,
    value bigint NOT NULL
);
INSERT INTO meta (key, value) VALUES ('last_game', 0), ('last_challenge', 0), ('last_rated', 0);

CREATE TABLE games (
    id       bigint PRIMARY KEY,
    record   bytea NOT NULL,
    finished boolean NOT NULL,
    -- Finished with a result (not called off): in the archive.
    listed   boolean NOT NULL,
    server   bigint NOT NULL,
    place    bigint,
    -- Where an ongoing game counts as being (its channel and place); who plays it.
    channels bigint[] NOT NULL,
    players  bigint[] NOT NULL,
    -- When its clock next needs attention (reminder or time out), while it goes on.
    deadline bigint
);
CREATE INDEX games_ongoing ON games (id) WHERE NOT finished;
CREATE INDEX games_listed ON games (id) WHERE listed;
CREATE INDEX games_server_listed ON games (server, id) WHERE listed;
CREATE INDEX games_channels ON games USING gin (channels);
CREATE INDEX games_players ON games USING gin (players);
CREATE INDEX games_place ON games (place) WHERE place IS NOT NULL;
CREATE INDEX games_deadline ON games (deadline) WHERE deadline IS NOT NULL AND NOT finished;

-- The log: what a game is. The key makes a double entry impossible.
CREATE TABLE log (
    game  bigint NOT NULL REFERENCES games (id),
    seq   bigint NOT NULL,
    entry bytea NOT NULL,
    PRIMARY KEY (game, seq)
);

CREATE TABLE challenges (
    id      bigint PRIMARY KEY,
    record  bytea NOT NULL,
    channel bigint NOT NULL,
    server  bigint NOT NULL,
    -- The challenger and everyone named or seated.
    users   bigint[] NOT NULL,
    expires bigint NOT NULL
);
CREATE INDEX challenges_channel ON challenges (channel, id);
CREATE INDEX challenges_server ON challenges (server, id);
CREATE INDEX challenges_users ON challenges USING gin (users);
CREATE INDEX challenges_expires ON challenges (expires);

CREATE TABLE challenge_ends (
    id     bigint PRIMARY KEY,
    ending bytea NOT NULL
);

CREATE TABLE users (
    id     bigint PRIMARY KEY,
    record bytea NOT NULL
);

CREATE TABLE setups (
    owner  bigint NOT NULL,
    kind   text COLLATE "C" NOT NULL,
    name   text COLLATE "C" NOT NULL,
    record bytea NOT NULL,
    PRIMARY KEY (owner, kind, name)
);

CREATE TABLE ratings (
    game    text COLLATE "C" NOT NULL,
    seats   smallint NOT NULL,
    player  bigint NOT NULL,
    record  bytea NOT NULL,
    PRIMARY KEY (game, seats, player)
);

CREATE TABLE server_players (
    server bigint NOT NULL,
    game   text COLLATE "C" NOT NULL,
    seats  smallint NOT NULL,
    player bigint NOT NULL,
    PRIMARY KEY (server, game, seats, player)
);

CREATE TABLE follows (
    game   bigint NOT NULL,
    player bigint NOT NULL,
    PRIMARY KEY (game, player)
);

-- The outbox: what committed changes still have to say.
CREATE TABLE parcels (
    id   bigserial PRIMARY KEY,
    body bytea NOT NULL
);
CREATE TABLE parcel_blobs (
    parcel bigint NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
    seq    integer NOT NULL,
    blob   bytea NOT NULL,
    PRIMARY KEY (parcel, seq)
);

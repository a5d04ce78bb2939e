-- Tournaments: each one's record, with its server and whether it is open (gathering players or playing),
-- which the per-server limit counts, and its version, which every change is checked against.
CREATE TABLE tournaments (
    id      bigint  PRIMARY KEY,
    server  bigint  NOT NULL,
    open    boolean NOT NULL,
    version bigint  NOT NULL,
    record  bytea   NOT NULL
);
CREATE INDEX tournaments_open ON tournaments (server, id) WHERE open;
INSERT INTO meta (key, value) VALUES ('last_tournament', 0);

-- Names the local mode met, so that a restarted session still knows its players and channels.
CREATE TABLE local_names (
    kind smallint NOT NULL, -- 0: a user, 1: a channel
    id   bigint   NOT NULL,
    name text     NOT NULL,
    PRIMARY KEY (kind, id)
);

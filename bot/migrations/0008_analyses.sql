-- Each finished game's analysis as far as it went (the evaluation of each position searched so far, and
-- who waits for it); `waiting` is true while someone does, so an analysis cut short resumes at start-up.
CREATE TABLE analyses (
    game    bigint  PRIMARY KEY,
    waiting boolean NOT NULL,
    record  bytea   NOT NULL
);
CREATE INDEX analyses_waiting ON analyses (game) WHERE waiting;

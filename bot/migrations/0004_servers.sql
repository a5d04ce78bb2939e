-- Each server's settings, which its managers set for everyone there (the language of its posts).
CREATE TABLE servers (
    id     bigint PRIMARY KEY,
    record bytea  NOT NULL
);

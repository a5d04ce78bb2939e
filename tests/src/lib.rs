//! Test support for Umpire's end-to-end tests: a fake Discord on 127.0.0.1.

-- Trigram matching of article numbers, EANs and manufacturer numbers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

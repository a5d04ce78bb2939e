-- Each parcel belongs to the process that wrote it and delivers it. A process that starts delivers its
-- own leftovers and those of processes gone (whose advisory lock is free), never those another process
-- is delivering now. Parcels from before this script have no owner and are anyone's.
ALTER TABLE parcels ADD COLUMN owner bigint;

--TEST--
strings survive encode and decode
--FILE--
<?php
foreach (["", "plain", "quote\"s", "back\\slash", "ctl\x01\x02", "uni é😀", "slash/", "<tag>&'"] as $s) var_dump(json_decode(json_encode($s)) === $s);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)

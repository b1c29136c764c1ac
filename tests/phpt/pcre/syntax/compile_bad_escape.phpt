--TEST--
compilation failure: unrecognised escape, also with X
--FILE--
<?php
var_dump(preg_match('/\i/', 'i'));
var_dump(preg_match('/\i/X', 'i'));
var_dump(preg_match('/\c/', 'i'));
--EXPECTF--

Warning: preg_match(): Compilation failed: unrecognized character follows \ at offset 1 in %s on line 2
bool(false)

Warning: preg_match(): Compilation failed: unrecognized character follows \ at offset 1 in %s on line 3
bool(false)

Warning: preg_match(): Compilation failed: \c at end of pattern at offset 2 in %s on line 4
bool(false)

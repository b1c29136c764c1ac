--TEST--
a \x{...} escape above the limit
--FILE--
<?php
var_dump(preg_match('/\x{110000}/u', 'a'));
var_dump(preg_match('/\x{100}/', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: character code point value in \x{} or \o{} is too large at offset 9 in %s on line 2
bool(false)

Warning: preg_match(): Compilation failed: character code point value in \x{} or \o{} is too large at offset 6 in %s on line 3
bool(false)

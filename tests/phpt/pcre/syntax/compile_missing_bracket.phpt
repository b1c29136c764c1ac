--TEST--
compilation failure: missing terminating ]
--FILE--
<?php
var_dump(preg_match('/[a/', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: missing terminating ] for character class at offset 2 in %s on line 2
bool(false)

--TEST--
compilation failure: range out of order
--FILE--
<?php
var_dump(preg_match('/[z-a]/', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: range out of order in character class at offset 3 in %s on line 2
bool(false)

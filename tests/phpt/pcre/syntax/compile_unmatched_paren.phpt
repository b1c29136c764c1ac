--TEST--
compilation failure: unmatched closing parenthesis
--FILE--
<?php
var_dump(preg_match('/a)/', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: unmatched closing parenthesis at offset 1 in %s on line 2
bool(false)

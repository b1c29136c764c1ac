--TEST--
compilation failure: unknown property
--FILE--
<?php
var_dump(preg_match('/\p{Nope}/u', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: unknown property after \P or \p at offset 8 in %s on line 2
bool(false)

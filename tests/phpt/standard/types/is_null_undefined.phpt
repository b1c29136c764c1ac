--TEST--
is_null of an undefined variable warns
--FILE--
<?php
var_dump(is_null($undefined));
--EXPECTF--

Warning: Undefined variable $undefined in %s on line 2
bool(true)

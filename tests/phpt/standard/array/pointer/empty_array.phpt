--TEST--
pointer functions on an empty array
--FILE--
<?php
$a = [];
var_dump(current($a), key($a), next($a), prev($a), reset($a), end($a));
--EXPECT--
bool(false)
NULL
bool(false)
bool(false)
bool(false)
bool(false)

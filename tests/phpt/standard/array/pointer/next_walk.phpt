--TEST--
next() through an array and past the end
--FILE--
<?php
$a = [1, 2, 3];
var_dump(next($a), next($a), next($a), next($a), current($a), key($a));
--EXPECT--
int(2)
int(3)
bool(false)
bool(false)
bool(false)
NULL

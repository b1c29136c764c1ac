--TEST--
current() cannot tell false from the end
--FILE--
<?php
$a = [false, 0];
var_dump(current($a), next($a), next($a));
--EXPECT--
bool(false)
int(0)
bool(false)

--TEST--
count recursive on a self-referencing array warns
--FILE--
<?php
$a = [1, 2];
$a[] = &$a;
var_dump(count($a, COUNT_RECURSIVE));
--EXPECTF--

Warning: count(): Recursion detected in %s on line 4
int(3)

--TEST--
in_array() and array_search() look through references
--FILE--
<?php
$x = 5;
$a = [1, &$x];
var_dump(in_array(5, $a, true), array_search(5, $a));
--EXPECT--
bool(true)
int(1)

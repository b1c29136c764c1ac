--TEST--
count recursive on deeply nested lists
--FILE--
<?php
$a = [[[[1]]], [[2, 3]]];
var_dump(count($a), count($a, COUNT_RECURSIVE));
--EXPECT--
int(2)
int(8)

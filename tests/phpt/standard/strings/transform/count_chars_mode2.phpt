--TEST--
count_chars mode 2 lists unused bytes
--FILE--
<?php
$c = count_chars("abc", 2);
var_dump(count($c), isset($c[97]), $c[0]);
--EXPECT--
int(253)
bool(false)
int(0)

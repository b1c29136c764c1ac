--TEST--
count_chars mode 0 counts every byte
--FILE--
<?php
$c = count_chars("hello");
var_dump(count($c), $c[ord("l")], $c[ord("h")], $c[0]);
--EXPECT--
int(256)
int(2)
int(1)
int(0)

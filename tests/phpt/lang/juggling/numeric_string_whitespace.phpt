--TEST--
Leading and trailing whitespace in numeric strings
--FILE--
<?php
var_dump(" 1" + 1, "1 " + 1, "\t\n 1" + 1, "1\n" + 1, " 1 " + 1);
--EXPECT--
int(2)
int(2)
int(2)
int(2)
int(2)

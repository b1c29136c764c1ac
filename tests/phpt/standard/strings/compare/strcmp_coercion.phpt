--TEST--
strcmp coerces numbers
--FILE--
<?php
var_dump(strcmp(10, 9), strcmp(1.5, "1.5"), strcmp(true, "1"));
--EXPECT--
int(-8)
int(0)
int(0)

--TEST--
substr_count with offset and length
--FILE--
<?php
var_dump(substr_count("hello world", "o", 5), substr_count("hello world", "o", 3, 3), substr_count("hello", "l", -3, -1), substr_count("hello", "l", -2));
--EXPECT--
int(1)
int(1)
int(2)
int(1)

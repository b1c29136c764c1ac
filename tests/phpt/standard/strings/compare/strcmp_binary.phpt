--TEST--
strcmp with high and NUL bytes
--FILE--
<?php
var_dump(strcmp("\xff", "\x00"), strcmp("a\0b", "a\0c"), strcmp("a\0", "a"));
--EXPECT--
int(255)
int(-1)
int(1)

--TEST--
strcmp results (byte difference or -1/1 by length)
--FILE--
<?php
var_dump(strcmp("a", "b"), strcmp("b", "a"), strcmp("a", "a"), strcmp("a", "c"), strcmp("abc", "a"), strcmp("", "abc"), strcmp("A", "a"));
--EXPECT--
int(-1)
int(1)
int(0)
int(-2)
int(1)
int(-1)
int(-32)

--TEST--
strcasecmp
--FILE--
<?php
var_dump(strcasecmp("HELLO", "hello"), strcasecmp("HELLO", "hellz"), strcasecmp("abc", "A"), strcasecmp("", "abcd"), strcasecmp("[", "a"));
--EXPECT--
int(0)
int(-11)
int(1)
int(-1)
int(-6)

--TEST--
strnatcasecmp
--FILE--
<?php
var_dump(strnatcasecmp("A1", "a2"), strnatcasecmp("Hello10", "hello9"), strnatcasecmp("ABC", "abc"), strnatcasecmp("a", "B"));
--EXPECT--
int(-1)
int(1)
int(0)
int(-1)

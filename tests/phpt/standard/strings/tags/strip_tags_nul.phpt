--TEST--
strip_tags drops NUL bytes
--FILE--
<?php
var_dump(strip_tags("a\0b<i>\0</i>c"));
--EXPECT--
string(3) "abc"

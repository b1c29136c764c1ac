--TEST--
implode with only an array argument
--FILE--
<?php
var_dump(implode(['a', 'b', 'c']));
--EXPECT--
string(3) "abc"

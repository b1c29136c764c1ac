--TEST--
dollars and backslashes that are not references
--FILE--
<?php
var_dump(preg_replace('/a/', '$', 'a'));
var_dump(preg_replace('/a/', '\\', 'a'));
var_dump(preg_replace('/a/', '$x\q${}${1', 'a'));
var_dump(preg_replace('/a/', 'US$ 5', 'a'));
--EXPECT--
string(1) "$"
string(1) "\"
string(10) "$x\q${}${1"
string(5) "US$ 5"

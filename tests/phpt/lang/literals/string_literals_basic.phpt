--TEST--
Basic string literals
--FILE--
<?php
var_dump('', "", 'a', "ab", '0', "10");
--EXPECT--
string(0) ""
string(0) ""
string(1) "a"
string(2) "ab"
string(1) "0"
string(2) "10"

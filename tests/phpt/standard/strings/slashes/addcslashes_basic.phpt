--TEST--
addcslashes with a character list
--FILE--
<?php
var_dump(addcslashes("foo[bar]", 'A..Z'), addcslashes("zoo['.']", 'z..A'));
--EXPECTF--

Warning: addcslashes(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 2
string(8) "foo[bar]"
string(10) "\zoo['\.']"

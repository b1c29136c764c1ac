--TEST--
sprintf precision truncates strings
--FILE--
<?php
var_dump(sprintf('%.3s', 'abcdef'));
var_dump(sprintf('%5.2s|', 'abcdef'));
var_dump(sprintf('%-5.2s|', 'abcdef'));
var_dump(sprintf('%.0s|', 'abc'));
--EXPECT--
string(3) "abc"
string(6) "   ab|"
string(6) "ab   |"
string(1) "|"

--TEST--
Unknown escapes keep the backslash
--FILE--
<?php
var_dump("\q", "\a", "\b", "\'", "\%", "\{");
--EXPECT--
string(2) "\q"
string(2) "\a"
string(2) "\b"
string(2) "\'"
string(2) "\%"
string(2) "\{"

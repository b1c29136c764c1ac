--TEST--
strtok edge cases
--FILE--
<?php
var_dump(strtok("", " "));
var_dump(strtok("abc", ""));
var_dump(strtok("b"));
var_dump(strtok("a,b", ","), strtok("/"), strtok("/"));
--EXPECT--
bool(false)
string(3) "abc"
bool(false)
string(1) "a"
string(1) "b"
bool(false)
